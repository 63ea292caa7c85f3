import java.util.List;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.limits.LocalRateLimiter;
import org.fpsforecast.limits.TrustedProxies;

/**
 * Heap retained by the in-process rate limiter per tracked client: fills a limiter with the default number of distinct
 * clients and prints the growth of the used heap after GC (the keys are made beforehand and not counted).
 *
 * <p>{@code java -Xmx512m -cp adapter-cli/target/adapter-cli-*-all.jar bench/probes/LimiterMemoryProbe.java}
 */
public class LimiterMemoryProbe {
    static long used() {
        for (int i = 0; i < 5; i++) {
            System.gc();
        }
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }

    public static void main(String[] args) {
        TrustedProxies ids = TrustedProxies.none();
        LocalRateLimiter limiter = new LocalRateLimiter(Quota.of(60, 10_000));
        int n = LocalRateLimiter.DEFAULT_MAX_CLIENTS;
        String[] keys = new String[n];
        for (int i = 0; i < n; i++) {
            keys[i] = ids.keyOf("10." + (i >> 16) + "." + ((i >> 8) & 255) + "." + (i & 255), List.of());
        }
        long before = used();
        for (String k : keys) {
            limiter.acquire(k);
        }
        long after = used();
        System.out.printf(
                "%d clients: %.1f MB retained, %d bytes per client (keys not counted); a check: %d left for the"
                        + " first%n",
                n, (after - before) / 1e6, (after - before) / n, limiter.peek(keys[0]).remaining());
    }
}
