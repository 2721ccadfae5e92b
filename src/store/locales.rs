//! Each server's language, as Discord last reported it (`guild_locale`).

use sqlx::Row;

use super::{id_in, Store, StoreResult};

impl Store {
    /// The locale code last seen for `guild_id` (`de`, `es-ES`), if any.
    pub async fn guild_locale(&self, guild_id: u64) -> StoreResult<Option<String>> {
        self.on_live_connection("read a server's locale", |_| async move {
            let row = sqlx::query("SELECT locale FROM guild_locales WHERE guild_id = $1")
                .bind(id_in(guild_id))
                .fetch_optional(&self.pool)
                .await?;
            Ok(row.map(|r| r.try_get("locale")).transpose()?)
        })
        .await
    }

    pub async fn set_guild_locale(&self, guild_id: u64, locale: &str) -> StoreResult<()> {
        self.on_live_connection("write a server's locale", |_| async move {
            sqlx::query(
                "INSERT INTO guild_locales (guild_id, locale) VALUES ($1, $2) \
                 ON CONFLICT (guild_id) DO UPDATE SET locale = excluded.locale",
            )
            .bind(id_in(guild_id))
            .bind(locale)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }
}
