//! Users' and guilds' locales: what interactions carry as `locale` and `guild_locale`, and
//! guilds as `preferred_locale`. Every user and guild has
//! [`DEFAULT_LOCALE`](super::DEFAULT_LOCALE) until a test sets another, before or after the bot
//! connects.

use serde_json::json;

use crate::fake_discord::gateway::guild_json;
use crate::fake_discord::{shard_of, FakeDiscord};

impl FakeDiscord {
    /// The user's client language (`locale` on their later interactions), e.g. `"de"`.
    pub fn set_user_locale(&self, user_id: u64, locale: &str) {
        self.shared
            .model()
            .user_locales
            .insert(user_id, locale.to_string());
    }

    /// The guild's `preferred_locale` (in GUILD_CREATE, and `guild_locale` on later
    /// interactions there), e.g. `"es-ES"`. Like Discord, a bot already in the guild gets a
    /// GUILD_UPDATE with the new value.
    pub fn set_guild_locale(&self, guild_id: u64, locale: &str) {
        self.shared
            .model()
            .guild_locales
            .insert(guild_id, locale.to_string());
        if !self.shared.config.guilds.contains(&guild_id) {
            return;
        }
        let shard = shard_of(guild_id, self.shared.shard_count());
        if let Some(session) = self.shared.sessions().get(&shard) {
            let update = json!({"op": 0, "t": "GUILD_UPDATE", "d": guild_json(guild_id, locale)});
            // A connection closing meanwhile is no error: its next GUILD_CREATE has the locale.
            let _ = session.tx.send(update);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use futures_util::{SinkExt, StreamExt};
    use serde_json::{json, Value};
    use tokio::net::TcpStream;
    use tokio_tungstenite::tungstenite::Message as WsMessage;
    use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

    use crate::fake_discord::{FakeDiscord, Slash, User, GUILD_ID, TOKEN, WAIT};

    type Gateway = WebSocketStream<MaybeTlsStream<TcpStream>>;

    /// A bare gateway client, identified as the bot (one shard).
    async fn connect(fake: &FakeDiscord) -> Gateway {
        let url = format!("ws://{}", fake.gateway_addr);
        let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        let identify = json!({"op": 2, "d": {"token": TOKEN, "intents": 0, "properties": {}}});
        ws.send(WsMessage::Text(identify.to_string()))
            .await
            .unwrap();
        ws
    }

    /// The data of the next dispatch of type `t` (others are skipped).
    async fn next_event(ws: &mut Gateway, t: &str) -> Value {
        let wait = async {
            while let Some(frame) = ws.next().await {
                let WsMessage::Text(text) = frame.unwrap() else {
                    continue;
                };
                let v: Value = serde_json::from_str(&text).unwrap();
                if v["t"] == t {
                    return v["d"].clone();
                }
            }
            panic!("the gateway closed before {t}");
        };
        tokio::time::timeout(WAIT, wait)
            .await
            .unwrap_or_else(|_| panic!("no {t} within {WAIT:?}"))
    }

    #[tokio::test]
    async fn interactions_and_guilds_carry_the_locales_set() {
        let fake = FakeDiscord::start().await;
        let alice = User::new(1, "alice");
        let bob = User::new(2, "bob");
        fake.set_user_locale(alice.id, "de");
        fake.set_guild_locale(GUILD_ID, "es-ES");

        let mut ws = connect(&fake).await;
        let guild = next_event(&mut ws, "GUILD_CREATE").await;
        assert_eq!(guild["preferred_locale"], "es-ES");
        fake.wait_shard_ready(0, Duration::from_secs(5))
            .await
            .unwrap();

        let channel = fake.guild_channel();
        fake.slash(&alice, channel, Slash::new("help")).await;
        let interaction = next_event(&mut ws, "INTERACTION_CREATE").await;
        assert_eq!(interaction["locale"], "de");
        assert_eq!(interaction["guild_locale"], "es-ES");

        // Bob set nothing; a DM has no guild locale.
        fake.slash(&bob, fake.dm_channel(), Slash::new("help"))
            .await;
        let interaction = next_event(&mut ws, "INTERACTION_CREATE").await;
        assert_eq!(interaction["locale"], "en-US");
        assert!(interaction.get("guild_locale").is_none(), "{interaction}");

        // Changed while connected: the guild is updated, and later interactions follow.
        fake.set_guild_locale(GUILD_ID, "fr");
        fake.set_user_locale(bob.id, "pt-BR");
        let update = next_event(&mut ws, "GUILD_UPDATE").await;
        assert_eq!(update["id"], GUILD_ID.to_string());
        assert_eq!(update["preferred_locale"], "fr");
        fake.slash(&bob, channel, Slash::new("help")).await;
        let interaction = next_event(&mut ws, "INTERACTION_CREATE").await;
        assert_eq!(interaction["locale"], "pt-BR");
        assert_eq!(interaction["guild_locale"], "fr");
    }
}
