import java.io.BufferedReader;
import java.io.StringReader;
import java.util.Iterator;
import org.fpsforecast.core.port.in.ImportBuilds;
import org.fpsforecast.builds.BuildFiles;

/**
 * Time to split a CSV builds file into rows (no database), for N rows (default 200,000) in three shapes: clean; one
 * unclosed quote on the first row (it once made an import quadratic); an unclosed quote on every 20th row (the worst
 * case of the recovery, which reads the lines after a stray quote again). Linear means the three take about as long.
 *
 * <p>{@code java -cp adapter-cli/target/adapter-cli-*-all.jar bench/probes/CsvParseProbe.java [N]}
 */
public class CsvParseProbe {
    static String file(int rows, int strayEvery) {
        StringBuilder s = new StringBuilder("id,gpu,cpu,ram_gb,os,country,date\n");
        for (int i = 0; i < rows; i++) {
            boolean stray = strayEvery > 0 && i % strayEvery == 0;
            s.append('b').append(i).append(stray ? ",\"" : ",")
                    .append("GeForce RTX 3060,AMD Ryzen 5 5600X,16,Windows 11,US,2026-03-01\n");
        }
        return s.toString();
    }

    static long[] parse(String text) {
        long start = System.nanoTime();
        long rows = 0;
        long unreadable = 0;
        Iterator<ImportBuilds.Row> it =
                BuildFiles.read(new BufferedReader(new StringReader(text)), BuildFiles.Format.CSV);
        while (it.hasNext()) {
            if (it.next() instanceof ImportBuilds.Unreadable) {
                unreadable++;
            }
            rows++;
        }
        return new long[] {(System.nanoTime() - start) / 1_000_000, rows, unreadable};
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        for (int round = 0; round < 3; round++) { // the last round is reported (the first ones warm up)
            String[] names = {"clean", "one unclosed quote", "an unclosed quote every 20th row"};
            int[] every = {0, n, 20};
            for (int k = 0; k < 3; k++) {
                long[] r = parse(file(n, every[k]));
                if (round == 2) {
                    System.out.printf("%-34s %,d rows: %d ms (%,d rows, %,d unreadable)%n", names[k], n, r[0], r[1], r[2]);
                }
            }
        }
    }
}
