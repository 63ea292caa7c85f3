package org.fpsforecast.limits;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.net.InetAddresses;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrustedProxiesTest {
    static final byte[] KEY = "0123456789abcdef0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    final TrustedProxies proxies = new TrustedProxies(List.of("10.0.0.0/8", "192.168.1.5", "fd00::/8"), KEY);

    @Test
    void anUntrustedPeerIsTheClientWhateverItForwards() {
        assertThat(proxies.clientAddress("203.0.113.7", List.of("1.2.3.4"))).isEqualTo("203.0.113.7");
        assertThat(TrustedProxies.none().clientAddress("127.0.0.1", List.of("1.2.3.4")))
                .isEqualTo("127.0.0.1");
    }

    @Test
    void trustedHopsAreWalkedFromTheRight() {
        assertThat(proxies.clientAddress("10.1.2.3", List.of("198.51.100.1"))).isEqualTo("198.51.100.1");
        // The client wrote 6.6.6.6 itself; the proxy appended the real peer.
        assertThat(proxies.clientAddress("10.1.2.3", List.of("6.6.6.6, 198.51.100.1")))
                .isEqualTo("198.51.100.1");
        // Two trusted proxies in a row.
        assertThat(proxies.clientAddress("10.1.2.3", List.of("6.6.6.6, 198.51.100.1, 192.168.1.5")))
                .isEqualTo("198.51.100.1");
        // Several header fields are one list, in order.
        assertThat(proxies.clientAddress("10.1.2.3", List.of("6.6.6.6", "198.51.100.1", "10.9.9.9")))
                .isEqualTo("198.51.100.1");
        assertThat(proxies.clientAddress("fd00::1", List.of("[2001:db8::5]"))).isEqualTo("2001:db8::5");
        assertThat(proxies.clientAddress("10.1.2.3", List.of("198.51.100.1:4711")))
                .isEqualTo("198.51.100.1");
    }

    @Test
    void whenEveryHopIsTrustedOrGarbageTheNearestTrustedHopIsTheClient() {
        assertThat(proxies.clientAddress("10.1.2.3", List.of())).isEqualTo("10.1.2.3");
        assertThat(proxies.clientAddress("10.1.2.3", List.of("10.4.4.4"))).isEqualTo("10.4.4.4");
        assertThat(proxies.clientAddress("10.1.2.3", List.of("unknown"))).isEqualTo("10.1.2.3");
        assertThat(proxies.clientAddress("10.1.2.3", List.of("x".repeat(500)))).isEqualTo("10.1.2.3");
    }

    @Test
    void keysAreKeyedHashesNotAddresses() {
        String key = proxies.keyOf("203.0.113.7", List.of());
        assertThat(key).hasSize(16).doesNotContain("203");
        assertThat(proxies.keyOf("203.0.113.7", List.of())).isEqualTo(key);
        assertThat(new TrustedProxies(List.of(), TrustedProxies.randomKey()).keyOf("203.0.113.7", List.of()))
                .isNotEqualTo(key);
        assertThat(proxies.keyOf("10.1.2.3", List.of("203.0.113.7")))
                .as("same client via a proxy")
                .isEqualTo(key);
    }

    @Test
    void anIpv6ClientIsKeyedByItsSlash64() {
        String one = proxies.keyOf("fd00::1", List.of("2001:db8:1:2::5"));
        assertThat(proxies.keyOf("fd00::1", List.of("2001:db8:1:2:ffff:ffff:ffff:ffff")))
                .as("same /64")
                .isEqualTo(one);
        assertThat(proxies.keyOf("2001:db8:1:2::9", List.of()))
                .as("direct peer, same /64")
                .isEqualTo(one);
        assertThat(proxies.keyOf("fd00::1", List.of("2001:db8:1:3::5")))
                .as("the next /64")
                .isNotEqualTo(one);
        assertThat(TrustedProxies.limitedUnit(InetAddresses.forString("2001:db8:1:2:3:4:5:6")))
                .isEqualTo("2001:db8:1:2::/64");
        assertThat(TrustedProxies.limitedUnit(InetAddresses.forString("203.0.113.7")))
                .isEqualTo("203.0.113.7");
        assertThat(proxies.keyOf("203.0.113.7", List.of()))
                .as("IPv4 keeps whole addresses")
                .isNotEqualTo(proxies.keyOf("203.0.113.8", List.of()));
    }

    @Test
    void anIpv6ZoneIsIgnored() {
        // A scoped address from a trusted proxy once gave a 500; the zone names the sender's interface only.
        assertThat(proxies.clientAddress("10.1.2.3", List.of("fe80::1%lo"))).isEqualTo("fe80::1");
        assertThat(proxies.clientAddress("fe80::1%eth0", List.of())).isEqualTo("fe80::1");
        assertThat(proxies.keyOf("10.1.2.3", List.of("fe80::1%25lo, [fe80::2%lo]")))
                .hasSize(16);
    }

    @Test
    void badConfigurationIsRefused() {
        assertThatThrownBy(() -> new TrustedProxies(List.of("10.0.0.0/33"), KEY))
                .hasMessageContaining("10.0.0.0/33");
        assertThatThrownBy(() -> new TrustedProxies(List.of("proxy.example.org"), KEY))
                .hasMessageContaining("proxy.example.org");
        assertThatThrownBy(() -> new TrustedProxies(List.of("10.0.0.0/x"), KEY)).hasMessageContaining("10.0.0.0/x");
        assertThatThrownBy(() -> new TrustedProxies(List.of(), new byte[4])).hasMessageContaining("16 bytes");
    }
}
