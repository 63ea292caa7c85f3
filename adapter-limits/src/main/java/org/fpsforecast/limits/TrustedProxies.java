package org.fpsforecast.limits;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Splitter;
import com.google.common.hash.HashFunction;
import com.google.common.hash.Hashing;
import com.google.common.net.InetAddresses;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.fpsforecast.http.common.access.ClientIdentifier;

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

    /** The leading bytes of an IPv6 address that name its network: a /64. */
    static final int IPV6_NETWORK_BYTES = 8;

    private final List<Cidr> trusted;
    private volatile HashFunction keyHash;

    /**
     * @param trusted addresses or CIDR blocks of the proxies in front of this service, e.g. {@code 127.0.0.1},
     *     {@code 10.0.0.0/8}, {@code ::1}
     * @param hashKey the key of the address hash; instances that share counters (through Redis) must share it
     * @throws IllegalArgumentException for an entry that is not an address or CIDR block
     */
    public TrustedProxies(List<String> trusted, byte[] hashKey) {
        this.trusted = requireNonNull(trusted).stream().map(Cidr::parse).toList();
        // SipHash-2-4: a keyed pseudo-random function made for hashing short untrusted inputs, a fraction of an
        // HMAC's cost per request; 64 bits keep collisions among 100,000 clients below one in a billion.
        this.keyHash = sipHash(hashKey);
    }

    private static HashFunction sipHash(byte[] hashKey) {
        if (hashKey.length < 16) {
            throw new IllegalArgumentException("the address hash key needs at least 16 bytes");
        }
        ByteBuffer k = ByteBuffer.wrap(hashKey).order(ByteOrder.LITTLE_ENDIAN);
        return Hashing.sipHash24(k.getLong(0), k.getLong(8));
    }

    /**
     * Hashes with another key from now on: the one the instances sharing counters agreed on after Redis lost theirs
     * (clients then start from fresh counters once, as after any Redis restart).
     */
    public void rekey(byte[] hashKey) {
        this.keyHash = sipHash(hashKey);
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

    /**
     * The keyed hash of the client's address, or of its /64 network for IPv6: one IPv6 subscriber is usually given a
     * whole /64 (RFC 6177), so keying each full address would hand every such client 2^64 fresh quotas.
     */
    @Override
    public String keyOf(String peerAddress, List<String> forwardedFor) {
        String unit = client(peerAddress, forwardedFor)
                .map(TrustedProxies::limitedUnit)
                .orElse(peerAddress);
        return keyHash.hashString(unit, StandardCharsets.UTF_8).toString();
    }

    /** What one quota covers: an IPv4 address, or an IPv6 address's /64 network (e.g. {@code 2001:db8:0:1::/64}). */
    public static String limitedUnit(InetAddress address) {
        if (!(address instanceof Inet6Address)) {
            return InetAddresses.toAddrString(address);
        }
        byte[] bytes = address.getAddress();
        Arrays.fill(bytes, IPV6_NETWORK_BYTES, bytes.length, (byte) 0);
        try {
            return InetAddresses.toAddrString(InetAddress.getByAddress(bytes)) + "/" + IPV6_NETWORK_BYTES * 8;
        } catch (UnknownHostException e) {
            throw new IllegalStateException("16 bytes are an IPv6 address", e);
        }
    }

    /** The client's address in canonical text form (visible for tests and logs of the resolution rule). */
    public String clientAddress(String peerAddress, List<String> forwardedFor) {
        return client(peerAddress, forwardedFor)
                .map(InetAddresses::toAddrString)
                .orElse(peerAddress);
    }

    /** The client's address; empty when the peer is not an IP address (e.g. a Unix socket: it is its own key). */
    private Optional<InetAddress> client(String peerAddress, List<String> forwardedFor) {
        Optional<InetAddress> peer = parse(requireNonNull(peerAddress));
        if (peer.isEmpty() || !isTrustedProxy(peer.get())) {
            return peer;
        }
        InetAddress candidate = peer.get();
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
            if (!isTrustedProxy(candidate)) {
                break;
            }
        }
        return Optional.of(candidate);
    }

    /** Whether {@code address} is one of the trusted proxies. */
    public boolean isTrustedProxy(InetAddress address) {
        for (Cidr c : trusted) {
            if (c.contains(address)) {
                return true;
            }
        }
        return false;
    }

    /**
     * An address as proxies write it: plain, or in brackets, or IPv4 with a port, an IPv6 zone ignored; anything else is
     * not an address.
     */
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
        int zone = s.indexOf('%');
        if (zone >= 0) {
            s = s.substring(0, zone); // fe80::1%eth0: the zone names an interface of the sender, not a client
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
