import org.fpsforecast.data.catalog.BundledCatalog;
/** Catalog load time and retained heap; see bench/README.md. */
public class CatalogLoadProbe {
    public static void main(String[] a) throws Exception {
        long t0 = System.nanoTime();
        BundledCatalog c = BundledCatalog.load();
        long t1 = System.nanoTime();
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) { System.gc(); Thread.sleep(100); }
        long used = rt.totalMemory() - rt.freeMemory();
        System.out.printf("first load %.0f ms, heap after GC %.1f MB (catalog %s, %d gpus)%n", (t1 - t0) / 1e6, used / 1e6, c.version(), c.gpus().all().size());
        // Only one catalog at a time from here on: the warm loads below once ran beside this one, so a heap cap
        // that a single load fits (64 MB) ran out of memory in the second load and read as "does not fit".
        c = null;
        long t2 = System.nanoTime();
        for (int i = 0; i < 5; i++) BundledCatalog.load();
        System.out.printf("warm load %.0f ms each%n", (System.nanoTime() - t2) / 5e6);
    }
}
