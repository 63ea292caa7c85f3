package org.fpsforecast.server;

import static java.util.Objects.requireNonNull;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Predicate;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * At most {@code limit} open connections per client address (an IPv6 client's /64 counting as one address); a
 * connection beyond it is closed as soon as it opens. Trusted proxies are exempt: every client behind them shares
 * their address. One address once held 4,129 connections that sent a header line every 10 s and took every file
 * descriptor; the connections an attacker holds now cost a few kilobytes each, at most {@code limit} of them.
 */
final class ConnectionsPerClient implements Connection.Listener {
    private final int limit;
    private final Predicate<InetAddress> exempt;
    private final Function<InetAddress, String> unit;
    private final ConcurrentHashMap<String, AtomicInteger> open = new ConcurrentHashMap<>();
    private final Scheduler closer;

    /**
     * @param exempt whether a peer address is a trusted proxy
     * @param unit what one limit covers for an address (the address, or an IPv6 address's /64)
     * @param closer runs the closing of a connection over the limit (the connector's scheduler)
     */
    ConnectionsPerClient(
            int limit, Predicate<InetAddress> exempt, Function<InetAddress, String> unit, Scheduler closer) {
        if (limit < 1) {
            throw new IllegalArgumentException("the per-client connection limit must be at least 1, got " + limit);
        }
        this.limit = limit;
        this.exempt = requireNonNull(exempt);
        this.unit = requireNonNull(unit);
        this.closer = requireNonNull(closer);
    }

    @Override
    public void onOpened(Connection connection) {
        String key = keyOf(connection);
        if (key == null) {
            return;
        }
        AtomicInteger count = open.compute(key, (k, c) -> {
            AtomicInteger counter = c == null ? new AtomicInteger() : c;
            counter.incrementAndGet();
            return counter;
        });
        // The peer's address is gone once the socket is closed: the key is kept with the connection for its end.
        connection.addEventListener(new Connection.Listener() {
            @Override
            public void onClosed(Connection closed) {
                open.computeIfPresent(key, (k, c) -> c.decrementAndGet() <= 0 ? null : c);
            }
        });
        if (count.get() > limit) {
            // Closed off the worker threads, once the opening has finished (an end point closed inside its own
            // opening stays open).
            closer.schedule(connection.getEndPoint()::close, 0, TimeUnit.MILLISECONDS);
        }
    }

    /** The limit's key of a connection's peer; null for a trusted proxy or a peer that is not an IP address. */
    private String keyOf(Connection connection) {
        SocketAddress remote = connection.getEndPoint().getRemoteSocketAddress();
        if (!(remote instanceof InetSocketAddress inet) || inet.getAddress() == null) {
            return null;
        }
        return exempt.test(inet.getAddress()) ? null : unit.apply(inet.getAddress());
    }
}
