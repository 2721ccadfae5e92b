//! The sides' colours chosen for board pictures: by a player for what only they see, by a
//! server for its boards. Kept as the palette's name (`colour-blind`); the host reads it.

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
