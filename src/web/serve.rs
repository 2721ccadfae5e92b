//! The pages' connections: HTTP/1 through hyper with its timer, and caps on connections in all
//! and per address, so that slow or numerous clients cannot hold the process. A connection over
//! a cap is answered 503 by a small task of its own, never by stalling the accept loop.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::Request;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tower_service::Service;
use tracing::{debug, warn};

use super::clients::TrustedProxies;

/// How long connections may take and how many there may be.
#[derive(Clone, Debug)]
pub struct ConnectionLimits {
    /// A request's head (line and headers) must arrive whole within this: slow clients are cut
    /// off.
    pub header_read: Duration,
    /// A connection on which no byte moves this long is closed (an idle keep-alive, a client
    /// that stopped reading).
    pub idle: Duration,
    /// The most bytes of a request's head buffered (a longer head is refused, 431).
    pub max_buffer: usize,
    /// Connections open at once, in all.
    pub total: usize,
    /// Connections open at once from one address (an IPv6 /64); a trusted proxy, which
    /// carries many clients, counts only towards the total.
    pub per_address: usize,
}

impl Default for ConnectionLimits {
    fn default() -> ConnectionLimits {
        ConnectionLimits {
            header_read: Duration::from_secs(10),
            idle: Duration::from_secs(20),
            max_buffer: 16 * 1024,
            total: 512,
            per_address: 16,
        }
    }
}

/// Connections over a cap answered at once; past this they are closed unanswered, so refusing
/// costs a bounded number of sockets and tasks too.
const REFUSALS_AT_ONCE: usize = 64;

/// How long a refused connection is given to send its request and read the 503.
const REFUSAL_TIME: Duration = Duration::from_secs(2);

/// Serve `app` on `listener` until the process ends.
pub async fn serve_connections(
    listener: TcpListener,
    app: Router,
    limits: ConnectionLimits,
    proxies: Arc<TrustedProxies>,
) {
    let open = Arc::new(OpenConnections::default());
    let refusals = Arc::new(Semaphore::new(REFUSALS_AT_ONCE));
    let mut last_accept_error: Option<Instant> = None;
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of file descriptors and the like: say so (once a minute) and wait a moment
                // rather than spin; the caps keep this rare.
                if last_accept_error.is_none_or(|t| t.elapsed() > Duration::from_secs(60)) {
                    warn!(error = %e, "the web pages cannot accept a connection");
                    last_accept_error = Some(Instant::now());
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let ip = peer.ip();
        let per_address = (!proxies.contains(ip)).then_some(limits.per_address);
        // An IPv6 subscriber holds a whole /64: its addresses count as one.
        match open.admit(super::clients::bucket(ip), limits.total, per_address) {
            Some(admitted) => {
                let app = app.clone();
                let limits = limits.clone();
                tokio::spawn(async move {
                    serve_one(stream, peer, app, &limits).await;
                    drop(admitted);
                });
            }
            None => match refusals.clone().try_acquire_owned() {
                Ok(permit) => {
                    debug!(%peer, "web connection over the cap");
                    tokio::spawn(async move {
                        let _ = tokio::time::timeout(REFUSAL_TIME, refuse(stream)).await;
                        drop(permit);
                    });
                }
                Err(_) => drop(stream),
            },
        }
    }
}

/// One connection, served until it closes, breaks a limit or stays idle too long.
async fn serve_one(stream: TcpStream, peer: SocketAddr, app: Router, limits: &ConnectionLimits) {
    let _ = stream.set_nodelay(true);
    let stream = Watched::new(stream);
    let activity = stream.activity.clone();
    let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        let mut app = app.clone();
        async move { Ok::<_, Infallible>(app.call(request).await.unwrap_or_else(|e| match e {})) }
    });
    let connection = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read)
        .max_buf_size(limits.max_buffer)
        .keep_alive(true)
        .serve_connection(TokioIo::new(stream), service);
    tokio::pin!(connection);
    let check_every = (limits.idle / 4).max(Duration::from_millis(50));
    loop {
        tokio::select! {
            result = connection.as_mut() => {
                if let Err(e) = result {
                    debug!(%peer, error = %e, "web connection ended");
                }
                return;
            }
            _ = tokio::time::sleep(check_every) => {
                if activity.idle_for() >= limits.idle {
                    // Nothing moved for that long: drop it (a request in flight would have
                    // been answered by the request timeout, which is shorter).
                    debug!(%peer, "idle web connection closed");
                    return;
                }
            }
        }
    }
}

/// The 503 a connection over a cap gets: read what it sent (so that closing does not reset the
/// answer away), answer, close.
async fn refuse(mut stream: TcpStream) {
    let mut head = [0u8; 4096];
    let mut seen = 0;
    while seen < head.len() {
        match stream.read(&mut head[seen..]).await {
            Ok(0) | Err(_) => break,
            Ok(n) => seen += n,
        }
        if head[..seen].windows(4).any(|w| w == b"\r\n\r\n") {
            break;
        }
    }
    let _ = stream.write_all(refusal_answer()).await;
    let _ = stream.shutdown().await;
}

/// The whole answer to a refused connection, with the pages' security headers.
fn refusal_answer() -> &'static [u8] {
    static ANSWER: OnceLock<Vec<u8>> = OnceLock::new();
    ANSWER.get_or_init(|| {
        let body = "Too many connections: please try again in a moment.\n";
        format!(
            "HTTP/1.1 503 Service Unavailable\r\n\
             Content-Type: text/plain; charset=utf-8\r\n\
             Content-Length: {}\r\n\
             Retry-After: 1\r\n\
             Cache-Control: no-store\r\n\
             Content-Security-Policy: {}\r\n\
             X-Content-Type-Options: nosniff\r\n\
             Referrer-Policy: no-referrer\r\n\
             X-Frame-Options: DENY\r\n\
             Connection: close\r\n\r\n{body}",
            body.len(),
            super::guards::CONTENT_SECURITY_POLICY,
        )
        .into_bytes()
    })
}

/// Connections open now, in all and per address.
#[derive(Default)]
pub(super) struct OpenConnections {
    counts: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

/// A place among the open connections, given back when dropped.
pub(super) struct Admitted {
    open: Arc<OpenConnections>,
    ip: IpAddr,
}

impl OpenConnections {
    fn counts(&self) -> std::sync::MutexGuard<'_, (usize, HashMap<IpAddr, usize>)> {
        self.counts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A place for a connection from `ip`, if neither cap is reached (`None` for the address
    /// cap: not capped).
    pub(super) fn admit(
        self: &Arc<Self>,
        ip: IpAddr,
        total: usize,
        per_address: Option<usize>,
    ) -> Option<Admitted> {
        let mut counts = self.counts();
        let (all, by_address) = &mut *counts;
        let from_ip = by_address.get(&ip).copied().unwrap_or(0);
        if *all >= total || per_address.is_some_and(|cap| from_ip >= cap) {
            return None;
        }
        *all += 1;
        by_address.insert(ip, from_ip + 1);
        Some(Admitted {
            open: self.clone(),
            ip,
        })
    }
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let mut counts = self.open.counts();
        let (all, by_address) = &mut *counts;
        *all -= 1;
        if let Some(n) = by_address.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                by_address.remove(&self.ip);
            }
        }
    }
}

/// When a connection last moved a byte, in milliseconds since it opened.
struct Activity {
    opened: Instant,
    last_ms: AtomicU64,
}

impl Activity {
    fn touch(&self) {
        let now = self.opened.elapsed().as_millis() as u64;
        self.last_ms.store(now, Ordering::Relaxed);
    }

    fn idle_for(&self) -> Duration {
        let now = self.opened.elapsed().as_millis() as u64;
        Duration::from_millis(now.saturating_sub(self.last_ms.load(Ordering::Relaxed)))
    }
}

/// A TCP stream that notes when bytes move either way.
struct Watched {
    stream: TcpStream,
    activity: Arc<Activity>,
}

impl Watched {
    fn new(stream: TcpStream) -> Watched {
        Watched {
            stream,
            activity: Arc::new(Activity {
                opened: Instant::now(),
                last_ms: AtomicU64::new(0),
            }),
        }
    }
}

impl AsyncRead for Watched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.stream).poll_read(cx, buf);
        if matches!(polled, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.activity.touch();
        }
        polled
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let polled = Pin::new(&mut self.stream).poll_write(cx, buf);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.activity.touch();
        }
        polled
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        let polled = Pin::new(&mut self.stream).poll_write_vectored(cx, bufs);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.activity.touch();
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caps_count_in_all_and_per_address_and_give_places_back() {
        let open = Arc::new(OpenConnections::default());
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        let first = open.admit(a, 3, Some(2)).unwrap();
        let _second = open.admit(a, 3, Some(2)).unwrap();
        assert!(open.admit(a, 3, Some(2)).is_none(), "the address's cap");
        let _third = open.admit(b, 3, Some(2)).unwrap();
        assert!(open.admit(b, 3, Some(2)).is_none(), "the total cap");
        drop(first);
        assert!(open.admit(a, 3, Some(2)).is_some(), "a place given back");
        // A trusted proxy counts only towards the total.
        let open = Arc::new(OpenConnections::default());
        let held: Vec<_> = (0..5).map(|_| open.admit(a, 5, None).unwrap()).collect();
        assert!(open.admit(a, 5, None).is_none());
        drop(held);
        assert_eq!(open.counts().0, 0);
        assert!(open.counts().1.is_empty());
    }
}
