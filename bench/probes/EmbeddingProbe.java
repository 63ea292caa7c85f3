import java.util.Optional;
import org.fpsforecast.core.Forecaster;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.data.catalog.BundledCatalog;

/**
 * What embedding costs (docs/EMBEDDING.md): time to load the bundled catalog, to the first forecast, to warm every
 * index, and the heap they hold. Run with the shaded jar on the class path: bench/embedding.sh.
 */
public class EmbeddingProbe {
    public static void main(String[] args) throws Exception {
        long heap0 = usedHeap();
        long t0 = System.nanoTime();
        BundledCatalog catalog = BundledCatalog.load();
        long t1 = System.nanoTime();
        Forecaster forecaster = Forecaster.of(catalog);
        forecaster.forecast(new Slug("cyberpunk-2077"), new Slug("geforce-rtx-4070"));
        long t2 = System.nanoTime();
        long heapLoaded = usedHeap();
        forecaster.warmUp();
        long t3 = System.nanoTime();
        long heapWarm = usedHeap();
        System.out.printf(
                "load %d ms, first forecast %d ms after, warmUp %d ms%n",
                (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, (t3 - t2) / 1_000_000);
        System.out.printf(
                "heap: catalog and forecaster %.1f MB, with every index %.1f MB%n",
                (heapLoaded - heap0) / 1e6, (heapWarm - heap0) / 1e6);
        // Keep both alive until measured.
        System.out.println(Optional.of(forecaster).map(Forecaster::catalogVersion).orElseThrow());
    }

    static long usedHeap() throws InterruptedException {
        Runtime r = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return r.totalMemory() - r.freeMemory();
    }
}
