//! What an operator watches: Prometheus metrics (through the `metrics` facade, exported by
//! `metrics-exporter-prometheus`) and a readiness check, served on `METRICS_ADDR` as
//! `GET /metrics` and `GET /healthz`. Without `METRICS_ADDR` no recorder is installed and
//! every call below does nothing.
//!
//! The layers record what they do through the small functions here (no transport types), and
//! the front end that owns the connections answers the readiness check ([`Probe`]).

use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tracing::{info, warn};

/// Latency buckets (seconds) of the histograms: a move answered within 50 ms is the goal.
const LATENCY_BUCKETS: [f64; 12] = [
    0.002, 0.005, 0.01, 0.02, 0.035, 0.05, 0.075, 0.1, 0.25, 0.5, 1.0, 2.5,
];

/// A move was committed (by a player or the AI).
pub fn move_committed(game: &'static str) {
    metrics::counter!("boardbot_moves_total", "game" => game).increment(1);
}

/// An interaction (slash command, button, menu) was handled, with this outcome: `ok`,
/// `refused` (a polite no), `error` (our side failed) or `unanswered` (Discord refused the
/// answer).
pub fn interaction(kind: &'static str, outcome: &'static str, took: Duration) {
    metrics::counter!("boardbot_interactions_total", "kind" => kind, "outcome" => outcome)
        .increment(1);
    metrics::histogram!("boardbot_interaction_seconds", "kind" => kind).record(took);
}

/// A board picture was drawn.
pub fn board_rendered(game: &'static str, took: Duration) {
    metrics::counter!("boardbot_renders_total", "game" => game).increment(1);
    metrics::histogram!("boardbot_render_seconds").record(took);
}

/// The AI searched for a move.
pub fn ai_searched(level: &'static str, took: Duration) {
    metrics::counter!("boardbot_ai_searches_total", "level" => level).increment(1);
    metrics::histogram!("boardbot_ai_search_seconds").record(took);
}

/// A call to Discord made on a web visitor's behalf (`route`: `oauth2_token`, `users_me`,
/// `activity_instance`), with its outcome: `ok`, `refused` (Discord said no: 4xx), `error`
/// (no answer, 5xx), `rate_limited` (a 429), or `held` (not made: the process's budget is spent
/// or Discord asked it to wait).
pub fn discord_visitor_call(route: &'static str, outcome: &'static str) {
    metrics::counter!("boardbot_discord_visitor_calls_total", "route" => route, "outcome" => outcome)
        .increment(1);
}

/// A web visitor's request was refused by a per-person or per-address limit before it could
/// cost a call to Discord (`what`: `activity_token`, `activity_game`, `activity_start`).
pub fn visitor_limited(what: &'static str) {
    metrics::counter!("boardbot_web_visitor_limited_total", "what" => what).increment(1);
}

/// How the process stands, as the readiness check finds it.
#[derive(Clone, Debug, Default)]
pub struct Health {
    /// Each gateway shard this process runs, and whether it is connected.
    pub shards: Vec<(u32, bool)>,
    pub database_answers: bool,
    /// Live games (challenges and games in progress) of this process's shards.
    pub live_games: Option<u64>,
    /// Pool connections open, and how many of them are idle.
    pub pool: (u32, u32),
}

impl Health {
    /// Ready when every shard is connected and the database answers.
    pub fn ready(&self) -> bool {
        self.database_answers && !self.shards.is_empty() && self.shards.iter().all(|s| s.1)
    }

    fn record(&self) {
        for (shard, connected) in &self.shards {
            metrics::gauge!("boardbot_shard_connected", "shard" => shard.to_string())
                .set(f64::from(u8::from(*connected)));
        }
        metrics::gauge!("boardbot_database_up").set(f64::from(u8::from(self.database_answers)));
        if let Some(n) = self.live_games {
            metrics::gauge!("boardbot_live_games").set(n as f64);
        }
        let (open, idle) = self.pool;
        metrics::gauge!("boardbot_db_pool_connections", "state" => "idle").set(f64::from(idle));
        metrics::gauge!("boardbot_db_pool_connections", "state" => "in_use")
            .set(f64::from(open.saturating_sub(idle)));
    }

    fn report(&self) -> String {
        let mut text = String::new();
        for (shard, connected) in &self.shards {
            let state = if *connected {
                "connected"
            } else {
                "not connected"
            };
            text.push_str(&format!("shard {shard}: {state}\n"));
        }
        if self.shards.is_empty() {
            text.push_str("no gateway shard started yet\n");
        }
        let db = if self.database_answers {
            "answers"
        } else {
            "does not answer"
        };
        text.push_str(&format!("database: {db}\n"));
        text
    }
}

/// Looks at the process's connections: the gateway shards and the database.
pub trait Probe: Send + Sync + 'static {
    fn check(&self) -> Pin<Box<dyn Future<Output = Health> + Send + '_>>;
}

/// Install the Prometheus recorder and serve `/metrics` and `/healthz` on `addr` until the
/// process ends. Fails at once if the address cannot be bound.
pub async fn serve(addr: SocketAddr, probe: Arc<dyn Probe>) -> anyhow::Result<SocketAddr> {
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &LATENCY_BUCKETS)?
        .install_recorder()?;
    let listener = TcpListener::bind(addr).await?;
    let bound = listener.local_addr()?;
    info!(addr = %bound, "serving /metrics and /healthz");
    // Histogram samples pile up in the recorder until upkeep folds them in.
    let kept = handle.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(UPKEEP_EVERY);
        loop {
            every.tick().await;
            kept.run_upkeep();
        }
    });
    tokio::spawn(async move {
        loop {
            let stream = match listener.accept().await {
                Ok((stream, _)) => stream,
                Err(e) => {
                    warn!(error = %e, "metrics listener could not accept");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            };
            let (handle, probe) = (handle.clone(), probe.clone());
            tokio::spawn(async move {
                if let Err(e) = answer(stream, &handle, probe.as_ref()).await {
                    warn!(error = %e, "metrics request failed");
                }
            });
        }
    });
    Ok(bound)
}

/// How often the recorder's upkeep runs (the exporter's own default period).
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

/// The longest request head read; scrapers and probes send a few hundred bytes.
const MAX_REQUEST: usize = 8 * 1024;

/// Answer one HTTP/1.1 request (then close): `GET /metrics` or `GET /healthz`.
async fn answer(
    mut stream: TcpStream,
    handle: &PrometheusHandle,
    probe: &dyn Probe,
) -> std::io::Result<()> {
    let mut head = Vec::new();
    let mut buf = [0u8; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        let read = tokio::time::timeout(Duration::from_secs(5), stream.read(&mut buf))
            .await
            .map_err(|_| std::io::Error::new(std::io::ErrorKind::TimedOut, "request too slow"))??;
        if read == 0 || head.len() + read > MAX_REQUEST {
            return Ok(());
        }
        head.extend_from_slice(&buf[..read]);
    }
    let line = String::from_utf8_lossy(&head);
    let mut words = line.split_whitespace();
    let (method, path) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
    let path = path.split('?').next().unwrap_or(path);
    let (status, content_type, body) = match (method, path) {
        ("GET", "/metrics") => {
            probe.check().await.record();
            (
                "200 OK",
                "text/plain; version=0.0.4; charset=utf-8",
                handle.render(),
            )
        }
        ("GET", "/healthz") => {
            let health = probe.check().await;
            let status = if health.ready() {
                "200 OK"
            } else {
                "503 Service Unavailable"
            };
            (status, "text/plain; charset=utf-8", health.report())
        }
        ("GET", _) => (
            "404 Not Found",
            "text/plain; charset=utf-8",
            "Try /metrics or /healthz.\n".to_string(),
        ),
        _ => (
            "405 Method Not Allowed",
            "text/plain; charset=utf-8",
            "Only GET is served here.\n".to_string(),
        ),
    };
    let response = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(response.as_bytes()).await?;
    stream.shutdown().await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ready_needs_every_shard_and_the_database() {
        let mut health = Health {
            shards: vec![(0, true), (1, true)],
            database_answers: true,
            ..Health::default()
        };
        assert!(health.ready());
        health.shards[1].1 = false;
        assert!(!health.ready());
        assert!(health.report().contains("shard 1: not connected"));
        health.shards[1].1 = true;
        health.database_answers = false;
        assert!(!health.ready());
        assert!(!Health::default().ready());
    }
}
