import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.fpsforecast.core.domain.Build;
import org.fpsforecast.core.domain.BuildPart;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.core.Forecaster;
import org.fpsforecast.builds.JdbcBuilds;
import org.fpsforecast.data.catalog.BundledCatalog;

/**
 * Fills a builds store with N deterministic builds (default 1,000,000: 300 GPUs, 100 CPUs, 40 countries, skewed like
 * real shares) and times the import, then a cold and a warm /stats computation in process (a new store handle, so
 * nothing is cached). bench/stats.sh runs it for H2 and PostgreSQL and then times /stats over HTTP.
 *
 * <p>{@code java -cp adapter-cli/target/adapter-cli-*-all.jar bench/probes/StatsProbe.java JDBC_URL [N]}
 */
public class StatsProbe {
    static final String[] COUNTRIES = ("US CN RU BR DE GB FR CA PL TR JP KR AU UA ES IT MX IN NL SE PH ID AR TH VN"
                    + " CZ RO HU PT GR AT CH BE DK NO FI IE NZ CL CO")
            .split(" ");

    public static void main(String[] args) throws Exception {
        String url = args[0];
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 1_000_000;
        BundledCatalog catalog = BundledCatalog.load();
        List<Gpu> gpus = catalog.gpus().all().stream()
                .filter(g -> g.releaseYear().orElse(0) >= 2016)
                .limit(300)
                .toList();
        List<Cpu> cpus = catalog.cpus().all().stream().limit(100).toList();
        String[] os = {"Windows 11 64 bit", "Windows 10 64 bit", "Ubuntu 24.04", "MacOS 26.3.1 64 bit", "Arch Linux"};
        int[] ram = {8, 16, 16, 32, 32, 64, 12, 24};
        SplittableRandom r = new SplittableRandom(42);
        try (JdbcBuilds store = JdbcBuilds.open(url, null, null)) {
            long t0 = System.nanoTime();
            try (Builds.Import tx = store.begin(Builds.Origin.IMPORTED)) {
                List<Build> batch = new ArrayList<>(1000);
                for (int i = 0; i < n; i++) {
                    // Skewed draws: a few items have most of the builds, as in the survey.
                    Gpu g = gpus.get((int) (gpus.size() * Math.pow(r.nextDouble(), 3)));
                    Cpu c = cpus.get((int) (cpus.size() * Math.pow(r.nextDouble(), 2)));
                    String country = COUNTRIES[(int) (COUNTRIES.length * Math.pow(r.nextDouble(), 2))];
                    batch.add(new Build(
                            "bench-" + i,
                            BuildPart.mapped(g.slug(), g.name()),
                            BuildPart.mapped(c.slug(), c.name()),
                            ram[r.nextInt(ram.length)],
                            os[(int) (os.length * Math.pow(r.nextDouble(), 2))],
                            new Country(country),
                            LocalDate.of(2026, 1 + r.nextInt(10), 1 + r.nextInt(28))));
                    if (batch.size() == 1000) {
                        tx.add(batch);
                        batch.clear();
                    }
                }
                if (!batch.isEmpty()) {
                    tx.add(batch);
                }
                long t1 = System.nanoTime();
                Builds.Added a = tx.commit();
                long t2 = System.nanoTime();
                System.out.printf(
                        "%s: imported %,d builds in %.1f s (%,.0f rows/s), of which the tallies and commit %.1f s%n",
                        store.description(), a.inserted(), (t2 - t0) / 1e9, n / ((t2 - t0) / 1e9), (t2 - t1) / 1e9);
            }
        }
        try (JdbcBuilds store = JdbcBuilds.open(url, null, null)) {
            var stats = Forecaster.of(catalog).statistics(store);
            long c0 = System.nanoTime();
            var all = stats.stats(Optional.empty());
            long c1 = System.nanoTime();
            var de = stats.stats(Optional.of(new Country("DE")));
            long c2 = System.nanoTime();
            System.out.printf(
                    "cold stats: all %.1f ms (%,d builds, %d GPU lines), DE %.1f ms (%,d builds)%n",
                    (c1 - c0) / 1e6, all.sampleSize(), all.gpus().size(), (c2 - c1) / 1e6, de.sampleSize());
            int calls = 200_000;
            long w0 = System.nanoTime();
            for (int i = 0; i < calls; i++) {
                stats.stats(Optional.of(new Country(COUNTRIES[i % 10])));
            }
            System.out.printf("warm stats: %.2f µs per call (%,d calls)%n", (System.nanoTime() - w0) / 1e3 / calls, calls);
        }
    }
}
