//! Signing in to the web pages: after Discord's OAuth2 said who someone is (the web front end
//! asks it), the host opens a session and hands back its token, once; the store keeps only the
//! token's SHA-256, so a copy of the database opens no session. Logging out deletes it.

use sha2::{Digest, Sha256};

use super::*;

/// How long a session lasts unless its holder logs out.
pub const SESSION_DAYS: i64 = 30;

/// What a player may do on the web now: their legal moves, and the touchable board's step
/// at the path they have picked so far (`None` off their turn, or on a path that leads
/// nowhere now).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WebMoves {
    pub moves: Vec<String>,
    pub step: Option<input::board::BoardStep>,
}

/// A move made on the web, as committed: what the web answers, and what follows it (the
/// other surfaces hear of it; the AI may answer). Its board is not drawn on the way: the web's
/// pages draw their own frame, and Discord's board message is drawn when it is edited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebMove {
    pub game_id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub version: i64,
    pub finished: bool,
    /// The AI plays next ([`Host::ai_after_web_move`]).
    pub ai_to_move: bool,
}

impl From<&BoardView> for WebMove {
    fn from(view: &BoardView) -> WebMove {
        WebMove {
            game_id: view.game_id,
            guild_id: view.guild_id,
            channel_id: view.channel_id,
            version: view.version,
            finished: view.finished,
            ai_to_move: view.ai_to_move,
        }
    }
}

/// Someone signed in, as their session says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignedIn {
    pub user_id: u64,
    pub name: String,
}

fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

impl Host {
    /// Open a session for the Discord user `user_id` (named `name`); its token, for the cookie.
    pub async fn sign_in(&self, user_id: u64, name: &str) -> HostResult<String> {
        // As unguessable as a game's seed: 32 random bytes.
        let token = fresh_seed();
        let now = self.now();
        self.store
            .create_session(
                &token_hash(&token),
                user_id,
                &kept_name(name),
                now,
                now + SESSION_DAYS * 24 * 60 * 60 * 1000,
            )
            .await?;
        info!(user = user_id, "signed in on the web");
        Ok(token)
    }

    /// Whose session `token` is, if it is one and has not ended.
    pub async fn signed_in(&self, token: &str) -> HostResult<Option<SignedIn>> {
        // A token is 64 hex digits: anything else is no session, without a read.
        if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Ok(None);
        }
        Ok(self
            .store
            .session(&token_hash(token), self.now())
            .await?
            .map(|s| SignedIn {
                user_id: s.user_id,
                name: s.name,
            }))
    }

    /// End the session `token` (logging out); nothing happens for a token that is none.
    pub async fn sign_out(&self, token: &str) -> HostResult<()> {
        if self.store.delete_session(&token_hash(token)).await? {
            info!("signed out on the web");
        }
        Ok(())
    }

    /// End every session of the person whose session `token` is, on every device ("log out
    /// everywhere"); nothing happens for a token that is none.
    pub async fn sign_out_everywhere(&self, token: &str) -> HostResult<()> {
        let ended = self
            .store
            .delete_sessions_of_holder(&token_hash(token))
            .await?;
        if ended > 0 {
            info!(sessions = ended, "signed out everywhere on the web");
        }
        Ok(())
    }

    /// A move made on the web by the signed-in `user` in game `game_id`, on the board of
    /// `version`: the same host call as a move from Discord, with the same version check and
    /// the same refusals (in `lang`). A channel team's game is voted in its channel only.
    pub async fn play_from_web(
        &self,
        game_id: i64,
        version: i64,
        user: &SignedIn,
        text: &str,
        lang: Lang,
    ) -> HostResult<WebMove> {
        // A player may always watch their own game, so the record this host last committed
        // at the version the page shows needs no read: if the store moved on since, the
        // commit's version check refuses the move as made on an old board.
        let cached = self
            .live
            .record_of_game(game_id)
            .filter(|r| r.version == version && r.seat_of(user.user_id).is_some());
        let record = match cached {
            Some(record) => record,
            None => self
                .watchable_record(game_id, Some(user.user_id))
                .await?
                .filter(|r| r.status.is_live())
                .ok_or_else(|| HostError::refused(Text::new("host-game-over")))?,
        };
        if record.players.contains(&teams::TEAM_PLAYER_ID) {
            return Err(HostError::refused(Text::new("web-move-team-game")));
        }
        let place = place_of_game(record.guild_id, record.channel_id);
        let player = User {
            lang,
            ..User::new(user.user_id, user.name.clone())
        };
        let request = moves::MoveRequest {
            user: &player,
            text,
            compliment: None,
            expected_version: Some(version),
        };
        let done = match self.play_request(place, &request).await? {
            moves::Played::Move(committed) => {
                // After the conditional replies the move set off, the board is the last one's.
                let mut committed = &*committed;
                while let Some(reply) = &committed.conditional_reply {
                    committed = reply.as_ref();
                }
                WebMove {
                    game_id: committed.record.id,
                    guild_id: committed.record.guild_id,
                    channel_id: committed.record.channel_id,
                    version: committed.record.version,
                    finished: committed.record.status != Status::Active,
                    ai_to_move: views::ai_to_move(&committed.record, &committed.game),
                }
            }
            moves::Played::Shown(view) => {
                let shown = WebMove::from(&*view);
                if view.paused {
                    // The rules file failed on this move, which was not played: the paused
                    // board is everyone's news, and the mover is told why, as any later move
                    // of the game would be.
                    self.changed_on_web(&shown);
                    return self.refuse_if_paused(&record).await.map(|()| shown);
                }
                shown
            }
        };
        self.changed_on_web(&done);
        Ok(done)
    }

    /// After a move made on the web that leaves the AI to play: the AI's move, shown on every
    /// surface like the web move it answers (the Discord board message follows it). `None`
    /// when the AI is not to play.
    pub async fn ai_after_web_move(&self, played: &WebMove) -> HostResult<Option<BoardView>> {
        if !played.ai_to_move {
            return Ok(None);
        }
        let place = place_of_game(played.guild_id, played.channel_id);
        let reply = self.ai_turn(place).await?;
        if let Some(answer) = &reply {
            self.changed_on_web(&WebMove::from(answer));
        }
        Ok(reply)
    }

    /// The moves the signed-in `user` may make now in game `game_id`, and the touchable
    /// board's step after `path` (their turn, their seat's moves only: a Cross Words Combat
    /// page's words are theirs to see), texts in `lang`. Empty off their turn.
    pub async fn web_moves(
        &self,
        game_id: i64,
        user: &SignedIn,
        path: &[&str],
        lang: Lang,
    ) -> HostResult<WebMoves> {
        let Some(record) = self.watchable_record(game_id, Some(user.user_id)).await? else {
            return Ok(WebMoves::default());
        };
        if record.status != Status::Active || record.players.contains(&teams::TEAM_PLAYER_ID) {
            return Ok(WebMoves::default());
        }
        let game = self.load(&record).await?;
        let player = User::new(user.user_id, user.name.clone());
        // A paused game offers nothing to touch until its fixed version comes.
        if self.seat_to_act(&record, &game, &player).is_err()
            || self.pause_of(&record).await?.is_some()
        {
            return Ok(WebMoves::default());
        }
        // A touchable part of the board plays its move only while that move is legal.
        let moves_and_step = move |path: &[&str]| {
            let moves: Vec<String> = game
                .legal_moves()
                .into_iter()
                .filter(|m| !game.is_chance_outcome(m))
                .collect();
            let step = input::board::board_step(&game, &moves, path, lang);
            WebMoves { moves, step }
        };
        if record.kind.rules_file().is_none() {
            return Ok(moves_and_step(path));
        }
        // A designed game's file runs on the blocking pool, in its server's turn, as its moves do.
        let place = super::designs::DesignCalls::place_of(&record);
        let path: Vec<String> = path.iter().map(|t| t.to_string()).collect();
        self.design_calls
            .run(place, move || {
                let path: Vec<&str> = path.iter().map(String::as_str).collect();
                moves_and_step(&path)
            })
            .await
    }

    /// What only `user`'s seat may see in the watched game `game_id` (their Cross Words
    /// Combat page), texts in `lang`: refused for anyone not playing in it, and for a game
    /// without secrets.
    pub async fn own_view_of(
        &self,
        game_id: i64,
        user: &SignedIn,
        lang: Lang,
    ) -> HostResult<render::PrivateView<Vec<u8>>> {
        let record = self
            .watchable_record(game_id, Some(user.user_id))
            .await?
            .filter(|r| r.status == Status::Active)
            .ok_or_else(|| HostError::refused(Text::new("host-game-gone")))?;
        let seat = record
            .seat_of(user.user_id)
            .ok_or_else(|| HostError::refused(Text::new("host-not-playing")))?;
        let game = self.load(&record).await?;
        let palette = self.palette_preference(user.user_id).await?;
        let mut view = render::private_view(&game, seat, lang, palette)
            .ok_or_else(|| HostError::refused(Text::new("host-nothing-private")))?;
        view.alt_text = at_most_chars(view.alt_text, MAX_ALT_TEXT);
        Ok(view)
    }
}
