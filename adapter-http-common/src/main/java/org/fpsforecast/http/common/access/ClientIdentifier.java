package org.fpsforecast.http.common.access;

import java.util.List;

/**
 * Who a request is from, for rate limiting: the client's address, resolved through trusted proxies only, and turned
 * into an opaque key (implementations may hash it so that raw addresses are never stored).
 */
public interface ClientIdentifier {
    /**
     * The key of a request's client.
     *
     * @param peerAddress the address of the socket's peer (the last hop)
     * @param forwardedFor every {@code X-Forwarded-For} field of the request, in order (empty when there is none)
     * @return the key the client's counters are stored under
     */
    String keyOf(String peerAddress, List<String> forwardedFor);
}
