//! What anyone may look at: the channel's board, a player's private view, the server's live
//! games, the leaderboard and a player's ratings.

use super::*;

impl Host {
    /// The current board of the channel's game.
    pub async fn board(&self, place: Place) -> HostResult<BoardView> {
        let record = self.active_in_channel(place).await?;
        let game = self.load(&record).await?;
        Ok(self.view(&record, game, None).await)
    }

    /// The final board of a game that has ended, for a conversation the bot could not tell
    /// (where it may only answer interactions): its next click or command shows the result.
    /// `None` while the game goes on, and for challenges that never became games.
    pub async fn ended_board(&self, game_id: i64) -> HostResult<Option<BoardView>> {
        let Some(record) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        self.final_board(record).await
    }

    /// A challenge that lapsed unanswered, for a conversation the bot could not tell: its next
    /// click replaces the challenge with this. `None` for anything else.
    pub async fn lapsed_challenge(&self, game_id: i64) -> HostResult<Option<ChallengeView>> {
        let Some(record) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        if record.status != Status::Expired {
            return Ok(None);
        }
        let lang = self.guild_lang(record.guild_id).await;
        Ok(Some(ChallengeView::of(&record, lang)))
    }

    /// [`Host::ended_board`] of the channel's newest game, if it has ended.
    pub async fn last_ended_board(&self, place: Place) -> HostResult<Option<BoardView>> {
        match self.store.latest_game_in_channel(place.channel_id).await? {
            Some(record) => self.final_board(record).await,
            None => Ok(None),
        }
    }

    pub(super) async fn final_board(&self, record: GameRecord) -> HostResult<Option<BoardView>> {
        if !matches!(record.status, Status::Finished | Status::Aborted) {
            return Ok(None);
        }
        let game = self.replay(&record).await?;
        let last = record.recent_moves.last().cloned();
        Ok(Some(self.view(&record, game, last).await))
    }

    /// The current board of the channel's game as text, as the terminal shows it (see
    /// [`board_as_text`]), in `lang`: a private answer, in its reader's language.
    pub async fn board_text(&self, place: Place, lang: Lang) -> HostResult<String> {
        let record = self.active_in_channel(place).await?;
        let game = self.load(&record).await?;
        Ok(board_as_text(
            &render::text_board(&game, lang),
            game.scores(),
            record.kind.seat_names(),
            &views::status_line(&record, &game).get(lang),
            lang,
        ))
    }

    /// What only this player may see (their Cross Words Combat page), as text and a picture.
    pub async fn private_view(
        &self,
        place: Place,
        user: &User,
    ) -> HostResult<PrivateView<Vec<u8>>> {
        let record = self.active_in_channel(place).await?;
        // In a channel team's game, a member sees what their channel's seat may see.
        let team_seat = match record.seat_of(user.id) {
            None if !user.is_bot => self.team_seat_here(&record, place).await?,
            _ => None,
        };
        let seat = record
            .seat_of(user.id)
            .or(team_seat)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        let game = self.load(&record).await?;
        // Drawn here like the board (see `view`).
        let palette = self.palette_preference(user.id).await?;
        let mut view = render::private_view(&game, seat, user.lang, palette)
            .ok_or_else(|| HostError::refused(Text::new("host-nothing-private")))?;
        view.alt_text = at_most_chars(view.alt_text, MAX_ALT_TEXT);
        Ok(view)
    }

    /// Page `page` (0-based, clamped) of the server's live games and open challenges, oldest
    /// first, [`LIVE_GAMES_PER_PAGE`] to a page.
    pub async fn live_games(
        &self,
        guild_id: Option<u64>,
        page: usize,
    ) -> HostResult<LiveGamesPage> {
        let guild_id = guild_of_id(guild_id)?;
        let all = self.store.live_games_in_guild(guild_id).await?;
        let pages = all.len().div_ceil(LIVE_GAMES_PER_PAGE).max(1);
        let page = page.min(pages - 1);
        let mut games = Vec::new();
        for record in all
            .iter()
            .skip(page * LIVE_GAMES_PER_PAGE)
            .take(LIVE_GAMES_PER_PAGE)
        {
            let to_move = match record.status {
                Status::Active => match self.load(record).await {
                    Ok(game) => game.to_move().map(|s| record.names[s.index()].clone()),
                    Err(e) => {
                        warn!(game = record.id, error = %e, "listing a game that cannot be loaded");
                        None
                    }
                },
                _ => None,
            };
            games.push(LiveGameView {
                game_id: record.id,
                kind: record.kind,
                channel_id: record.channel_id,
                names: record.names.clone(),
                is_challenge: record.status == Status::Challenge,
                to_move,
                deadline: record.deadline,
                paused: self.pause_of(record).await?.is_some(),
            });
        }
        Ok(LiveGamesPage {
            games,
            page,
            pages,
            total: all.len(),
        })
    }

    pub async fn leaderboard(
        &self,
        guild_id: Option<u64>,
        kind: GameKind,
        limit: i64,
    ) -> HostResult<Vec<RatingView>> {
        let guild_id = guild_id.unwrap_or(EVERYWHERE);
        let rows = self.store.leaderboard(guild_id, kind, limit, 0).await?;
        Ok(rows.into_iter().map(RatingView::from).collect())
    }

    pub async fn stats(&self, guild_id: Option<u64>, user_id: u64) -> HostResult<Vec<RatingView>> {
        let guild_id = guild_id.unwrap_or(EVERYWHERE);
        let rows = self.store.player_ratings(guild_id, user_id).await?;
        self.with_ranks(rows).await
    }
}
