//! Files users attach to commands (a rules file for `/design upload`), fetched from the URL in
//! the interaction Discord sent, never from one a user typed: only from Discord's CDN (or the
//! Discord the bot is pointed at, as the tests' fake), with a size cap, a timeout and no
//! redirects.

use std::time::Duration;

use reqwest::Url;

/// How long a fetch may take in all, and to connect.
const FETCH_TIMEOUT: Duration = Duration::from_secs(15);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

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
}

/// Fetches attachments (see the module's comment).
pub struct Attachments {
    client: reqwest::Client,
    /// The origin of the Discord the bot talks to when not Discord's own (the tests' fake).
    own_origin: Option<(String, String, Option<u16>)>,
}

impl Attachments {
    /// `api_base`: the `DISCORD_API_BASE` the bot is pointed at, if any.
    pub fn new(api_base: Option<&str>) -> Attachments {
        let client = reqwest::Client::builder()
            .timeout(FETCH_TIMEOUT)
            .connect_timeout(CONNECT_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap_or_default();
        let own_origin = api_base
            .and_then(|b| Url::parse(b).ok())
            .and_then(|u| Some((u.scheme().to_string(), u.host_str()?.to_string(), u.port())));
        Attachments { client, own_origin }
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
}
