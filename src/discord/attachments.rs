//! Files users attach to commands (a rules file for `/design upload`), fetched from the URL in
//! the interaction Discord sent, never from one a user typed: only from Discord's CDN (or the
//! Discord the bot is pointed at, as the tests' fake), with a size cap, a timeout and no
//! redirects, and a few at once in the whole process: however many uploads arrive together,
//! the memory and connections they hold stay bounded.

use std::sync::Arc;
use std::time::Duration;

use reqwest::Url;
use tokio::sync::Semaphore;

/// How long a fetch may take in all, and to connect.
const FETCH_TIMEOUT: Duration = Duration::from_secs(15);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// How many attachments the process fetches at once, and how long a fetch waits for its turn
/// before its upload is answered "busy".
const FETCHES_AT_ONCE: usize = 4;
const TURN_WAIT: Duration = Duration::from_secs(10);

/// The hosts Discord serves attachments from.
const DISCORD_CDN_HOSTS: [&str; 2] = ["cdn.discordapp.com", "media.discordapp.net"];

/// Why an attachment was not fetched.
#[derive(Debug, PartialEq, Eq)]
pub enum FetchError {
    /// Its URL is not Discord's.
    NotDiscord,
    /// It is larger than the cap.
    TooBig,
    /// The fetch failed or timed out.
    Failed,
    /// Too many fetches were under way for this one to wait its turn.
    Busy,
}

/// Fetches attachments (see the module's comment).
pub struct Attachments {
    client: reqwest::Client,
    /// The origin of the Discord the bot talks to when not Discord's own (the tests' fake).
    own_origin: Option<(String, String, Option<u16>)>,
    turns: Arc<Semaphore>,
    turn_wait: Duration,
}

impl Attachments {
    /// `api_base`: the `DISCORD_API_BASE` the bot is pointed at, if any.
    pub fn new(api_base: Option<&str>) -> Attachments {
        Attachments::with_turns(api_base, FETCHES_AT_ONCE, TURN_WAIT)
    }

    /// [`Attachments::new`], fetching at most `at_once` at a time, each waiting at most
    /// `turn_wait` for its turn.
    fn with_turns(api_base: Option<&str>, at_once: usize, turn_wait: Duration) -> Attachments {
        let client = reqwest::Client::builder()
            .timeout(FETCH_TIMEOUT)
            .connect_timeout(CONNECT_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap_or_default();
        let own_origin = api_base
            .and_then(|b| Url::parse(b).ok())
            .and_then(|u| Some((u.scheme().to_string(), u.host_str()?.to_string(), u.port())));
        Attachments {
            client,
            own_origin,
            turns: Arc::new(Semaphore::new(at_once.max(1))),
            turn_wait,
        }
    }

    /// Whether `url` is one Discord serves attachments from.
    fn is_discords(&self, url: &Url) -> bool {
        let Some(host) = url.host_str() else {
            return false;
        };
        let cdn =
            url.scheme() == "https" && url.port().is_none() && DISCORD_CDN_HOSTS.contains(&host);
        let own = self
            .own_origin
            .as_ref()
            .is_some_and(|(scheme, own_host, port)| {
                url.scheme() == scheme && host == own_host && url.port() == *port
            });
        cdn || own
    }

    /// The attachment's bytes, at most `cap` of them.
    pub async fn fetch(&self, url: &str, cap: usize) -> Result<Vec<u8>, FetchError> {
        let url = Url::parse(url).map_err(|_| FetchError::NotDiscord)?;
        if !self.is_discords(&url) {
            return Err(FetchError::NotDiscord);
        }
        let _turn = match tokio::time::timeout(self.turn_wait, self.turns.acquire()).await {
            Ok(Ok(turn)) => turn,
            // Timed out, or (never here) the semaphore closed.
            Ok(Err(_)) | Err(_) => return Err(FetchError::Busy),
        };
        let mut response = self
            .client
            .get(url)
            .send()
            .await
            .map_err(|_| FetchError::Failed)?;
        if !response.status().is_success() {
            return Err(FetchError::Failed);
        }
        if response.content_length().is_some_and(|n| n > cap as u64) {
            return Err(FetchError::TooBig);
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = response.chunk().await.map_err(|_| FetchError::Failed)? {
            if bytes.len() + chunk.len() > cap {
                return Err(FetchError::TooBig);
            }
            bytes.extend_from_slice(&chunk);
        }
        Ok(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_discords_cdn_and_the_bots_own_discord_are_fetched_from() {
        let a = Attachments::new(Some("http://127.0.0.1:4000"));
        let ok = |u: &str| a.is_discords(&Url::parse(u).unwrap());
        assert!(ok(
            "https://cdn.discordapp.com/attachments/1/2/hex.luau?ex=1"
        ));
        assert!(ok("https://media.discordapp.net/attachments/1/2/hex.luau"));
        assert!(ok("http://127.0.0.1:4000/attachments/0/2/hex.luau"));
        assert!(!ok("http://cdn.discordapp.com/attachments/1/2/hex.luau"));
        assert!(!ok("https://cdn.discordapp.com:8443/x"));
        assert!(!ok("https://cdn.discordapp.com.evil.example/x"));
        assert!(!ok("http://127.0.0.1:4001/attachments/0/2/hex.luau"));
        assert!(!ok("https://evil.example/hex.luau"));
        let plain = Attachments::new(None);
        assert!(!plain.is_discords(&Url::parse("http://127.0.0.1:4000/x").unwrap()));
    }

    /// A server that accepts connections and never answers: each fetch from it holds its
    /// turn until its timeout.
    async fn silent_server() -> (tokio::net::TcpListener, String) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        (listener, base)
    }

    #[tokio::test]
    async fn fetches_beyond_the_cap_wait_their_turn_then_are_answered_busy() {
        let (listener, base) = silent_server().await;
        let held = tokio::spawn(async move {
            let mut open = Vec::new();
            loop {
                let (socket, _) = listener.accept().await.unwrap();
                open.push(socket);
            }
        });
        let a = Arc::new(Attachments::with_turns(
            Some(&base),
            2,
            Duration::from_millis(300),
        ));
        let url = format!("{base}/attachments/0/1/hex.luau");
        let slow: Vec<_> = (0..2)
            .map(|_| {
                let (a, url) = (a.clone(), url.clone());
                tokio::spawn(async move { a.fetch(&url, 1024).await })
            })
            .collect();
        tokio::time::sleep(Duration::from_millis(100)).await;
        let started = std::time::Instant::now();
        assert_eq!(a.fetch(&url, 1024).await, Err(FetchError::Busy));
        let waited = started.elapsed();
        assert!(waited >= Duration::from_millis(250), "{waited:?}");
        for task in slow {
            task.abort();
        }
        held.abort();
        // The turns are given back with the fetches: the next one has its turn (and fails on
        // its own account, the server being gone).
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(a.fetch(&url, 1024).await, Err(FetchError::Failed));
    }
}
