//! The address policy: which IP addresses a crawl connects to.
//!
//! Every connection goes through [`Guard`], which resolves the host itself
//! (numeric spellings read as the C library reads them, names through the
//! system resolver or the user's pins), checks each address, and hands the
//! plain TCP connector an address, never a name: what was checked is what
//! is connected to, so a name that resolves to a private address, or to
//! another address on a second lookup, is caught.
//!
//! Refused: the special-purpose ranges of the IANA IPv4 and IPv6 registries
//! (loopback, private, shared, link-local with the cloud metadata
//! addresses, unspecified, multicast, broadcast, documentation,
//! benchmarking, reserved) and the IPv6 forms that embed an IPv4 address
//! (mapped, compatible, NAT64, 6to4), judged by that address. Allowed
//! anyway: the host and port of a URL the crawl was started from (the user
//! asked for it), with the addresses its name resolved to the first time
//! (a name that resolves elsewhere later is judged like any other), or
//! everything when the user allows private addresses.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::future::Future;
use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::pin::Pin;
use std::sync::Arc;
use std::sync::Mutex;
use std::task::{Context, Poll};

use http::Uri;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;

/// The name of the special-purpose range `ip` is in, if any.
pub(crate) fn special_range(ip: IpAddr) -> Option<&'static str> {
    match ip {
        IpAddr::V4(ip) => special_v4(ip),
        IpAddr::V6(ip) => special_v6(ip),
    }
}

fn special_v4(ip: Ipv4Addr) -> Option<&'static str> {
    let [a, b, c, _] = ip.octets();
    Some(match (a, b, c) {
        (0, _, _) => "this network (0.0.0.0/8)",
        (10, _, _) => "private (10.0.0.0/8)",
        (100, 64..=127, _) => "shared address space (100.64.0.0/10)",
        (127, _, _) => "loopback (127.0.0.0/8)",
        (169, 254, _) => "link-local (169.254.0.0/16, cloud metadata included)",
        (172, 16..=31, _) => "private (172.16.0.0/12)",
        (192, 0, 0) => "IETF protocol assignments (192.0.0.0/24)",
        (192, 0, 2) | (198, 51, 100) | (203, 0, 113) => "documentation",
        (192, 88, 99) => "6to4 relay anycast (192.88.99.0/24)",
        (192, 168, _) => "private (192.168.0.0/16)",
        (198, 18..=19, _) => "benchmarking (198.18.0.0/15)",
        (224..=239, _, _) => "multicast (224.0.0.0/4)",
        (255, 255, 255) if ip.is_broadcast() => "broadcast (255.255.255.255)",
        (240..=255, _, _) => "reserved (240.0.0.0/4)",
        _ => return None,
    })
}

fn special_v6(ip: Ipv6Addr) -> Option<&'static str> {
    let segments = ip.segments();
    if ip.is_unspecified() {
        return Some("unspecified (::)");
    }
    if ip.is_loopback() {
        return Some("loopback (::1)");
    }
    // Forms that carry an IPv4 address are judged by it.
    if let Some(v4) = ip.to_ipv4_mapped() {
        return special_v4(v4).or(None);
    }
    let embedded = |high: usize| {
        let [x, y] = [segments[high], segments[high + 1]];
        Ipv4Addr::new((x >> 8) as u8, x as u8, (y >> 8) as u8, y as u8)
    };
    match segments {
        // IPv4-compatible (deprecated): ::a.b.c.d.
        [0, 0, 0, 0, 0, 0, _, _] => {
            return Some(special_v4(embedded(6)).unwrap_or("IPv4-compatible (::/96)"));
        }
        // NAT64: 64:ff9b::a.b.c.d, and the local-use 64:ff9b:1::/48.
        [0x64, 0xff9b, 0, 0, 0, 0, _, _] => return special_v4(embedded(6)),
        [0x64, 0xff9b, 1, ..] => return Some("local-use NAT64 (64:ff9b:1::/48)"),
        // 6to4: 2002:a.b.c.d::/48.
        [0x2002, ..] => return special_v4(embedded(1)),
        _ => {}
    }
    let first = segments[0];
    Some(match first {
        0x0100 if segments[1..4] == [0, 0, 0] => "discard-only (100::/64)",
        0x2001 if segments[1] < 0x200 => "IETF protocol assignments (2001::/23)",
        0x2001 if segments[1] == 0x0db8 => "documentation (2001:db8::/32)",
        0x3fff if segments[1] < 0x1000 => "documentation (3fff::/20)",
        0xfc00..=0xfdff => "unique-local (fc00::/7)",
        0xfe80..=0xfebf => "link-local (fe80::/10)",
        0xfec0..=0xfeff => "site-local (fec0::/10)",
        0xff00..=0xffff => "multicast (ff00::/8)",
        _ => return None,
    })
}

/// The address a host spells with numbers, read as browsers and the C
/// library read it: dotted IPv4 with one to four parts, each decimal,
/// octal (`0177`) or hex (`0x7f`), so `2130706433`, `0x7f.1` and
/// `0177.0.0.1` are all 127.0.0.1; or an IPv6 literal, bracketed or not.
pub(crate) fn numeric_host(host: &str) -> Option<IpAddr> {
    let host = host.trim_end_matches('.');
    if let Some(inner) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        return inner.parse::<Ipv6Addr>().ok().map(IpAddr::V6);
    }
    if let Ok(v6) = host.parse::<Ipv6Addr>() {
        return Some(IpAddr::V6(v6));
    }
    let parts: Vec<&str> = host.split('.').collect();
    if parts.is_empty() || parts.len() > 4 {
        return None;
    }
    let mut numbers = Vec::with_capacity(parts.len());
    for part in &parts {
        numbers.push(number(part)?);
    }
    let (last, leading) = numbers.split_last()?;
    if leading.iter().any(|&n| n > 255) {
        return None;
    }
    // The last part fills the bytes the others leave.
    let room = 4 - leading.len();
    if room < 4 && *last >= 1u64 << (8 * room) {
        return None;
    }
    if *last > u64::from(u32::MAX) {
        return None;
    }
    let mut value: u64 = 0;
    for &n in leading {
        value = (value << 8) | n;
    }
    value = (value << (8 * room)) | last;
    u32::try_from(value)
        .ok()
        .map(|v| IpAddr::V4(Ipv4Addr::from(v)))
}

/// One part of a numeric IPv4 host: decimal, `0`-prefixed octal or
/// `0x`-prefixed hex.
fn number(part: &str) -> Option<u64> {
    if part.is_empty() || part.len() > 20 {
        return None;
    }
    let (digits, radix) =
        if let Some(hex) = part.strip_prefix("0x").or_else(|| part.strip_prefix("0X")) {
            (hex, 16)
        } else if part.len() > 1 && part.starts_with('0') {
            (&part[1..], 8)
        } else {
            (part, 10)
        };
    // `from_str_radix` takes a sign; the C library does not.
    if digits.starts_with(['+', '-']) {
        return None;
    }
    if digits.is_empty() {
        // `0x` alone is 0, as inet_aton reads it.
        return (radix == 16).then_some(0);
    }
    u64::from_str_radix(digits, radix).ok()
}

/// Why a connection was not made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Refused {
    /// The host as the URL spells it.
    pub(crate) host: String,
    /// The address it is, or resolved to.
    pub(crate) address: IpAddr,
    /// The special-purpose range that address is in.
    pub(crate) range: &'static str,
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if numeric_host(&self.host).is_some() {
            write!(f, "{} is a {} address", self.address, self.range)?;
        } else {
            write!(
                f,
                "{} resolves to {}, a {} address",
                self.host, self.address, self.range
            )?;
        }
        f.write_str(
            "; crawls connect to public addresses only (allow this with --allow-private-addresses, or FetchOptions::allow_private_addresses)",
        )
    }
}

impl std::error::Error for Refused {}

/// A name that did not resolve.
#[derive(Debug)]
pub(crate) struct Unresolved {
    pub(crate) host: String,
    pub(crate) error: io::Error,
}

impl fmt::Display for Unresolved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the name {} did not resolve: {}", self.host, self.error)
    }
}

impl std::error::Error for Unresolved {}

/// What the guard allows and how it resolves.
#[derive(Debug, Default)]
pub(crate) struct AddressPolicy {
    /// Every address is allowed.
    pub(crate) allow_private: bool,
    /// `(host, port)` of the URLs the crawl started from, lowercase.
    pub(crate) seeds: HashSet<(String, u16)>,
    /// Names answered without the system resolver.
    pub(crate) pins: HashMap<String, Vec<IpAddr>>,
    /// What each seed's name resolved to the first time: the special
    /// addresses the user asked for. A seed name that resolves to another
    /// one later (DNS rebinding) gets no exemption for it.
    pub(crate) seen: Mutex<HashMap<(String, u16), Vec<IpAddr>>>,
}

impl AddressPolicy {
    /// Whether a connection to `address` for `host:port` is allowed;
    /// `first` holds what a seed's name resolved to the first time.
    fn check(
        &self,
        host: &str,
        port: u16,
        address: IpAddr,
        first: Option<&[IpAddr]>,
    ) -> Result<(), Refused> {
        let Some(range) = special_range(address) else {
            return Ok(());
        };
        let seed = self.seeds.contains(&(host.to_owned(), port))
            && first.is_none_or(|first| first.contains(&address));
        if self.allow_private || seed {
            return Ok(());
        }
        Err(Refused {
            host: host.to_owned(),
            address,
            range,
        })
    }

    /// The addresses `host` may be connected to, in the resolver's order.
    async fn resolve(&self, host: &str, port: u16) -> Result<Vec<SocketAddr>, io::Error> {
        let addresses: Vec<IpAddr> = if let Some(ip) = numeric_host(host) {
            vec![ip]
        } else if let Some(pinned) = self.pins.get(host) {
            pinned.clone()
        } else {
            tokio::net::lookup_host((host, port))
                .await
                .map_err(|error| {
                    io::Error::other(Unresolved {
                        host: host.to_owned(),
                        error,
                    })
                })?
                .map(|socket| socket.ip())
                .collect()
        };
        // An IPv4-mapped address is connected to as the IPv4 it is.
        let addresses: Vec<IpAddr> = addresses
            .into_iter()
            .map(|address| match address {
                IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(IpAddr::V6(v6), IpAddr::V4),
                v4 => v4,
            })
            .collect();
        let key = (host.to_owned(), port);
        let first = self.seeds.contains(&key).then(|| {
            let mut seen = self.seen.lock().unwrap_or_else(|p| p.into_inner());
            seen.entry(key).or_insert_with(|| addresses.clone()).clone()
        });
        let mut allowed = Vec::new();
        let mut refused = None;
        for address in addresses {
            match self.check(host, port, address, first.as_deref()) {
                Ok(()) => allowed.push(SocketAddr::new(address, port)),
                Err(refusal) => refused = refused.or(Some(refusal)),
            }
        }
        match (allowed.is_empty(), refused) {
            (true, Some(refusal)) => Err(io::Error::new(io::ErrorKind::PermissionDenied, refusal)),
            (true, None) => Err(io::Error::other(Unresolved {
                host: host.to_owned(),
                error: io::Error::new(io::ErrorKind::NotFound, "no address"),
            })),
            (false, _) => Ok(allowed),
        }
    }
}

/// The host of a URI as its policy keys it: lowercase, no brackets' contents
/// changed, no trailing dot.
pub(crate) fn host_key(host: &str) -> String {
    host.trim_end_matches('.').to_ascii_lowercase()
}

/// The host (its key, an IPv6 literal without brackets) and port a
/// connection to a URL of `scheme` goes to: how seeds are recorded and
/// connections checked, in one place so that the two always agree.
pub(crate) fn endpoint(scheme: &str, host: &str, port: Option<u16>) -> (String, u16) {
    let host = host_key(host);
    let bare = host
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .map(str::to_owned)
        .unwrap_or(host);
    let default = if scheme.eq_ignore_ascii_case("https") {
        443
    } else {
        80
    };
    (bare, port.unwrap_or(default))
}

/// The TCP connector behind the crawl's client: checks every address
/// before connecting to it (see the module docs).
#[derive(Clone)]
pub(crate) struct Guard {
    inner: HttpConnector,
    policy: Arc<AddressPolicy>,
}

impl Guard {
    pub(crate) fn new(inner: HttpConnector, policy: Arc<AddressPolicy>) -> Guard {
        Guard { inner, policy }
    }
}

type Connecting = Pin<Box<dyn Future<Output = Result<TokioIo<TcpStream>, io::Error>> + Send>>;

impl tower_service::Service<Uri> for Guard {
    type Response = TokioIo<TcpStream>;
    type Error = io::Error;
    type Future = Connecting;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), io::Error>> {
        tower_service::Service::<Uri>::poll_ready(&mut self.inner, cx).map_err(io::Error::other)
    }

    fn call(&mut self, uri: Uri) -> Connecting {
        let mut inner = self.inner.clone();
        let policy = Arc::clone(&self.policy);
        Box::pin(async move {
            let host = host_key(uri.host().unwrap_or_default());
            let (bare, port) = endpoint(uri.scheme_str().unwrap_or("http"), &host, uri.port_u16());
            let addresses = policy.resolve(&bare, port).await.map_err(|error| {
                // The host as written, brackets included, in the message.
                match error.get_ref().and_then(|e| e.downcast_ref::<Refused>()) {
                    Some(refused) => io::Error::new(
                        io::ErrorKind::PermissionDenied,
                        Refused {
                            host: host.clone(),
                            ..refused.clone()
                        },
                    ),
                    None => error,
                }
            })?;
            let mut last = None;
            for address in addresses {
                // An address, never a name: nothing is resolved again.
                let target: Uri = match format!("http://{address}/").parse() {
                    Ok(uri) => uri,
                    Err(error) => {
                        last = Some(io::Error::other(error));
                        continue;
                    }
                };
                match tower_service::Service::call(&mut inner, target).await {
                    Ok(stream) => return Ok(stream),
                    Err(error) => last = Some(io::Error::other(error)),
                }
            }
            Err(last.unwrap_or_else(|| io::Error::other("no address to connect to")))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_spellings_of_loopback_are_read_as_the_c_library_reads_them() {
        let loopback = IpAddr::V4(Ipv4Addr::LOCALHOST);
        for spelling in [
            "127.0.0.1",
            "2130706433",
            "0x7f.1",
            "0x7f000001",
            "0177.0.0.1",
            "127.1",
            "127.0.1",
            "0x7F.0.0.1.",
        ] {
            assert_eq!(numeric_host(spelling), Some(loopback), "{spelling}");
        }
        assert_eq!(
            numeric_host("[::ffff:127.0.0.1]"),
            Some(IpAddr::V6("::ffff:127.0.0.1".parse().unwrap()))
        );
        for name in [
            "example.com",
            "1.2.3.4.5",
            "256.1.1.1",
            "0x",
            "08.1.1.1",
            "1.2.3.256",
            "",
        ] {
            assert_ne!(numeric_host(name), Some(loopback), "{name}");
        }
        assert_eq!(numeric_host("example.com"), None);
        assert_eq!(numeric_host("256.1.1.1"), None);
        assert_eq!(numeric_host("1.2.3.256"), None);
        assert_eq!(numeric_host("08.1.1.1"), None, "8 is no octal digit");
        assert_eq!(numeric_host("1.+2.3.4"), None, "no sign, as inet_aton");
        assert_eq!(numeric_host("0x+7f.1"), None);
    }

    #[test]
    fn special_ranges_are_refused_and_public_addresses_are_not() {
        for special in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "224.0.0.1",
            "255.255.255.255",
            "240.0.0.1",
            "198.18.0.1",
            "192.0.2.1",
            "::1",
            "::",
            "fd00:ec2::254",
            "fe80::1",
            "ff02::1",
            "::ffff:10.0.0.1",
            "::ffff:127.0.0.1",
            "64:ff9b::7f00:1",
            "2002:7f00:1::",
            "2001:db8::1",
        ] {
            let ip: IpAddr = special.parse().unwrap();
            assert!(special_range(ip).is_some(), "{special}");
        }
        for public in [
            "8.8.8.8",
            "93.184.216.34",
            "172.32.0.1",
            "100.128.0.1",
            "2606:4700::1111",
            "::ffff:8.8.8.8",
            "64:ff9b::808:808",
            "2002:808:808::",
        ] {
            let ip: IpAddr = public.parse().unwrap();
            assert_eq!(special_range(ip), None, "{public}");
        }
    }

    #[test]
    fn the_seed_host_and_port_and_the_user_allowance_admit_special_addresses() {
        let loopback = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let mut policy = AddressPolicy::default();
        policy.seeds.insert(("127.0.0.1".to_owned(), 8080));
        assert!(policy.check("127.0.0.1", 8080, loopback, None).is_ok());
        let refused = policy.check("127.0.0.1", 22, loopback, None).unwrap_err();
        assert_eq!(refused.range, "loopback (127.0.0.0/8)");
        assert!(refused.to_string().contains("--allow-private-addresses"));
        assert!(policy.check("localhost", 8080, loopback, None).is_err());
        // A seed's name that first resolved to one address gets no
        // exemption for another (rebinding to the metadata address).
        policy.seeds.insert(("seed.test".to_owned(), 80));
        let first = [loopback];
        assert!(
            policy
                .check("seed.test", 80, loopback, Some(&first))
                .is_ok()
        );
        let metadata = IpAddr::V4(Ipv4Addr::new(169, 254, 169, 254));
        assert!(
            policy
                .check("seed.test", 80, metadata, Some(&first))
                .is_err()
        );
        policy.allow_private = true;
        assert!(policy.check("localhost", 22, loopback, None).is_ok());
    }
}
