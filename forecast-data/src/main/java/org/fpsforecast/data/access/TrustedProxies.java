package org.fpsforecast.data.access;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Splitter;
import com.google.common.hash.HashFunction;
import com.google.common.hash.Hashing;
import com.google.common.net.InetAddresses;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.port.out.ClientIdentifier;

/**
 * Resolves the client address of a request through configured trusted proxies and keys it with a keyed hash
 * (SipHash-2-4 with a secret key), so raw addresses are never stored in the rate-limit counters.
 *
 * <p>The socket's peer is the client unless the peer is a trusted proxy. Then {@code X-Forwarded-For} is read from the
 * right: each entry was appended by the hop to its right, so entries are accepted only while the hop that added them is
 * trusted; the first entry that is not itself a trusted proxy is the client. Entries further left were written by the
 * client and are never believed, so a client cannot choose its own address. With no trusted proxies configured, {@code
 * X-Forwarded-For} is ignored altogether.
 */
public final class TrustedProxies implements ClientIdentifier {
    private static final Splitter COMMA = Splitter.on(',').trimResults().omitEmptyStrings();

    private final List<Cidr> trusted;
    private final HashFunction keyHash;

    /**
     * @param trusted addresses or CIDR blocks of the proxies in front of this service, e.g. {@code 127.0.0.1},
     *     {@code 10.0.0.0/8}, {@code ::1}
     * @param hashKey the key of the address hash; instances that share counters (through Redis) must share it
     * @throws IllegalArgumentException for an entry that is not an address or CIDR block
     */
    public TrustedProxies(List<String> trusted, byte[] hashKey) {
        this.trusted = requireNonNull(trusted).stream().map(Cidr::parse).toList();
        if (hashKey.length < 16) {
            throw new IllegalArgumentException("the address hash key needs at least 16 bytes");
        }
        // SipHash-2-4: a keyed pseudo-random function made for hashing short untrusted inputs, a fraction of an
        // HMAC's cost per request; 64 bits keep collisions among 100,000 clients below one in a billion.
        java.nio.ByteBuffer k = java.nio.ByteBuffer.wrap(hashKey).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        this.keyHash = Hashing.sipHash24(k.getLong(0), k.getLong(8));
    }

    /** No proxies trusted, and a fresh random key (counters of this process only). */
    public static TrustedProxies none() {
        return new TrustedProxies(List.of(), randomKey());
    }

    public static byte[] randomKey() {
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        return key;
    }

    @Override
    public String keyOf(String peerAddress, List<String> forwardedFor) {
        return keyHash.hashString(clientAddress(peerAddress, forwardedFor), StandardCharsets.UTF_8)
                .toString();
    }

    /** The client's address in canonical text form (visible for tests and logs of the resolution rule). */
    public String clientAddress(String peerAddress, List<String> forwardedFor) {
        Optional<InetAddress> peer = parse(requireNonNull(peerAddress));
        if (peer.isEmpty()) {
            return peerAddress; // not an IP address (e.g. a Unix socket): it is its own key
        }
        InetAddress candidate = peer.get();
        if (!isTrusted(candidate)) {
            return InetAddresses.toAddrString(candidate);
        }
        List<String> hops = new ArrayList<>();
        for (String field : forwardedFor) {
            hops.addAll(COMMA.splitToList(field));
        }
        for (int i = hops.size() - 1; i >= 0; i--) {
            Optional<InetAddress> hop = parse(hops.get(i));
            if (hop.isEmpty()) {
                break; // a trusted proxy passed on something that is not an address: stop at that proxy
            }
            candidate = hop.get();
            if (!isTrusted(candidate)) {
                break;
            }
        }
        return InetAddresses.toAddrString(candidate);
    }

    private boolean isTrusted(InetAddress address) {
        for (Cidr c : trusted) {
            if (c.contains(address)) {
                return true;
            }
        }
        return false;
    }

    /** An address as proxies write it: plain, or in brackets, or IPv4 with a port; anything else is not an address. */
    static Optional<InetAddress> parse(String raw) {
        String s = raw.strip();
        if (s.startsWith("[")) {
            int close = s.indexOf(']');
            if (close < 0) {
                return Optional.empty();
            }
            s = s.substring(1, close);
        } else if (s.indexOf(':') > 0 && s.indexOf(':') == s.lastIndexOf(':') && s.indexOf('.') > 0) {
            s = s.substring(0, s.indexOf(':')); // 203.0.113.7:4711
        }
        if (s.isEmpty() || s.length() > 64 || !InetAddresses.isInetAddress(s)) {
            return Optional.empty();
        }
        return Optional.of(InetAddresses.forString(s));
    }

    /** An address block: the network's bytes and how many leading bits must match. */
    private record Cidr(byte[] network, int prefixBits) {
        static Cidr parse(String raw) {
            String s = raw.strip();
            int slash = s.indexOf('/');
            String addressPart = slash < 0 ? s : s.substring(0, slash);
            if (!InetAddresses.isInetAddress(addressPart)) {
                throw new IllegalArgumentException("not an IP address or CIDR block: '" + raw + "'");
            }
            byte[] bytes = InetAddresses.forString(addressPart).getAddress();
            int maxBits = bytes.length * 8;
            int bits;
            try {
                bits = slash < 0 ? maxBits : Integer.parseInt(s.substring(slash + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a CIDR prefix length: '" + raw + "'", e);
            }
            if (bits < 0 || bits > maxBits) {
                throw new IllegalArgumentException("prefix length out of range 0.." + maxBits + ": '" + raw + "'");
            }
            return new Cidr(bytes, bits);
        }

        boolean contains(InetAddress address) {
            byte[] a = address.getAddress();
            if (a.length != network.length) {
                return false;
            }
            int full = prefixBits / 8;
            for (int i = 0; i < full; i++) {
                if (a[i] != network[i]) {
                    return false;
                }
            }
            int rest = prefixBits % 8;
            if (rest == 0) {
                return true;
            }
            int mask = 0xFF << (8 - rest) & 0xFF;
            return (a[full] & mask) == (network[full] & mask);
        }
    }
}
