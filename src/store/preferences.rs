//! Choices people make for themselves and servers for their boards: the sides' colours in
//! board pictures (by a player for what only they see, by a server for its boards; kept as
//! the palette's name, `colour-blind`), and a player's confirm step for moves made by board
//! buttons.

use sqlx::Row;

use super::{id_in, Store, StoreResult};

/// Whose choice a palette is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaletteOwner {
    User(u64),
    Guild(u64),
}

impl PaletteOwner {
    /// Its table and key column, and the key.
    fn place(self) -> (&'static str, &'static str, u64) {
        match self {
            PaletteOwner::User(id) => ("user_palettes", "user_id", id),
            PaletteOwner::Guild(id) => ("guild_palettes", "guild_id", id),
        }
    }
}

impl Store {
    /// The palette `owner` chose, if any.
    pub async fn palette(&self, owner: PaletteOwner) -> StoreResult<Option<String>> {
        let (table, key, id) = owner.place();
        let sql = &format!("SELECT palette FROM {table} WHERE {key} = $1");
        self.on_live_connection("read a palette", |_| async move {
            let row = sqlx::query(sql)
                .bind(id_in(id))
                .fetch_optional(&self.pool)
                .await?;
            Ok(row.map(|r| r.try_get("palette")).transpose()?)
        })
        .await
    }

    pub async fn set_palette(&self, owner: PaletteOwner, palette: &str) -> StoreResult<()> {
        let (table, key, id) = owner.place();
        let sql = &format!(
            "INSERT INTO {table} ({key}, palette) VALUES ($1, $2) \
             ON CONFLICT ({key}) DO UPDATE SET palette = excluded.palette"
        );
        self.on_live_connection("write a palette", |_| async move {
            sqlx::query(sql)
                .bind(id_in(id))
                .bind(palette)
                .execute(&self.pool)
                .await?;
            Ok(())
        })
        .await
    }
}

impl Store {
    /// Whether `user_id` asked to confirm moves made by board buttons.
    pub async fn confirms_moves(&self, user_id: u64) -> StoreResult<bool> {
        self.on_live_connection("read a confirm preference", |_| async move {
            Ok(
                sqlx::query("SELECT user_id FROM user_move_confirmations WHERE user_id = $1")
                    .bind(id_in(user_id))
                    .fetch_optional(&self.pool)
                    .await?
                    .is_some(),
            )
        })
        .await
    }

    /// Turn `user_id`'s confirm step on or off.
    pub async fn set_confirms_moves(&self, user_id: u64, on: bool) -> StoreResult<()> {
        let sql = if on {
            "INSERT INTO user_move_confirmations (user_id) VALUES ($1) ON CONFLICT DO NOTHING"
        } else {
            "DELETE FROM user_move_confirmations WHERE user_id = $1"
        };
        self.on_live_connection("write a confirm preference", |_| async move {
            sqlx::query(sql)
                .bind(id_in(user_id))
                .execute(&self.pool)
                .await?;
            Ok(())
        })
        .await
    }
}
