package org.fpsforecast.server;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpParser;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.internal.HttpConnection;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Cuts off a connection whose request line and headers take too long (a "slowloris" client sends one header line every
 * few seconds, each byte resetting the idle timeout, to hold a connection forever; 4,129 of them once took every file
 * descriptor). Jetty bounds idle time and body rates but not the time to the end of the headers, so every open HTTP/1
 * connection is looked at every {@code deadline} (the first look at a random moment within the first): one that was in
 * the middle of the same request's headers at the previous look as well is closed. A request therefore gets between one
 * and two deadlines to send its headers; an idle kept-alive connection (between requests) and a request being answered
 * are never touched.
 */
final class HeaderDeadline implements Connection.Listener {
    private final Scheduler scheduler;
    private final long periodMillis;

    HeaderDeadline(Scheduler scheduler, Duration deadline) {
        this.scheduler = requireNonNull(scheduler);
        this.periodMillis = deadline.toMillis();
    }

    @Override
    public void onOpened(Connection connection) {
        if (connection instanceof HttpConnection http) {
            // The first look at a random moment of the first period: connections an attacker opens together are not
            // all cut (and reopened) in the same instant.
            new Watch(http).schedule(ThreadLocalRandom.current().nextLong(1, periodMillis + 1));
        }
    }

    /** One connection's checks: what it was doing at the last look. */
    private final class Watch implements Runnable {
        private final HttpConnection connection;
        private long requestsAtLastLook = -1;

        Watch(HttpConnection connection) {
            this.connection = connection;
        }

        void schedule(long delayMillis) {
            scheduler.schedule(this, delayMillis, TimeUnit.MILLISECONDS);
        }

        @Override
        public void run() {
            if (!connection.getEndPoint().isOpen()) {
                return;
            }
            HttpParser parser = connection.getParser();
            boolean inHeaders = !parser.isStart() && parser.inHeaderState();
            long requests = connection.getMessagesIn();
            if (inHeaders && requests == requestsAtLastLook) {
                connection.getEndPoint().close();
                return;
            }
            requestsAtLastLook = inHeaders ? requests : -1;
            schedule(periodMillis);
        }
    }
}
