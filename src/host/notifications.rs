//! Notifications a player controls (`/preferences`), boardbot-wide: the points of a waiting
//! turn they are reminded at, a daily digest by DM at a local hour of their choosing listing
//! the games where it is their turn, and a DM an hour before a deadline that would lose them a
//! game on time. Each goes out once: the game's `remind_at` is the next reminder point of the
//! player to move, a player's row keeps when their next digest is due, and a row per game and
//! deadline marks its "about to lose" notice; all are conditional writes one process wins.
//! DMs the bot found closed are noted once and not tried again until the player changes their
//! preferences.

use jiff::civil::Date;
use jiff::tz::{Offset, TimeZone};
use jiff::Timestamp;

use super::*;
use crate::store::NotificationRow;

/// How long before a deadline that would lose a game on time its player is told by DM.
pub const ABOUT_TO_LOSE_MS: i64 = 60 * 60 * 1000;

/// The local hour a digest comes at when a player turns it on without choosing one.
pub const DEFAULT_DIGEST_HOUR: u8 = 8;

/// The points of a turn a player is reminded at, any combination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReminderPoints(u8);

impl ReminderPoints {
    pub const NONE: ReminderPoints = ReminderPoints(0);
    /// Half the turn's time gone.
    pub const HALF: ReminderPoints = ReminderPoints(1);
    /// A quarter of the turn's time left: before these preferences, the only reminder.
    pub const QUARTER_LEFT: ReminderPoints = ReminderPoints(2);
    /// An hour left.
    pub const HOUR_LEFT: ReminderPoints = ReminderPoints(4);
    pub const ALL: ReminderPoints = ReminderPoints(7);

    pub fn union(self, other: ReminderPoints) -> ReminderPoints {
        ReminderPoints(self.0 | other.0)
    }

    pub fn contains(self, other: ReminderPoints) -> bool {
        self.0 & other.0 == other.0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn bits(self) -> u8 {
        self.0
    }

    /// From stored bits (unknown ones dropped).
    pub fn from_bits(bits: i64) -> ReminderPoints {
        ReminderPoints((bits & 7) as u8)
    }

    /// When these points come in a turn of `turn_seconds` ending at `deadline` (unix ms),
    /// in order: only those after the turn's start and before its end.
    pub fn times(self, deadline: i64, turn_seconds: i64) -> Vec<i64> {
        let length = turn_seconds * 1000;
        let start = deadline - length;
        let mut times: Vec<i64> = [
            (ReminderPoints::HALF, start + length / 2),
            (ReminderPoints::QUARTER_LEFT, start + length * 3 / 4),
            (ReminderPoints::HOUR_LEFT, deadline - ABOUT_TO_LOSE_MS),
        ]
        .into_iter()
        .filter(|(point, at)| self.contains(*point) && *at > start && *at < deadline)
        .map(|(_, at)| at)
        .collect();
        times.sort_unstable();
        times.dedup();
        times
    }
}

impl Default for ReminderPoints {
    fn default() -> ReminderPoints {
        ReminderPoints::QUARTER_LEFT
    }
}

/// A player's notification choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotificationPrefs {
    pub reminders: ReminderPoints,
    pub about_to_lose: bool,
    /// The digest's local hour; `None`: no digest.
    pub digest_hour: Option<u8>,
    /// As the player wrote it, checked: `+05:30`, `America/New_York`.
    pub timezone: String,
    /// The bot found their DMs closed (and sends none until they change their preferences).
    pub dms_closed: bool,
}

impl Default for NotificationPrefs {
    fn default() -> NotificationPrefs {
        NotificationPrefs {
            reminders: ReminderPoints::default(),
            about_to_lose: true,
            digest_hour: None,
            timezone: "+00:00".to_string(),
            dms_closed: false,
        }
    }
}

/// What a player changes with `/preferences` (`None`: unchanged).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NotificationChange {
    pub reminders: Option<ReminderPoints>,
    pub about_to_lose: Option<bool>,
    /// Digest on or off (an hour given turns it on).
    pub digest: Option<bool>,
    pub digest_hour: Option<u8>,
    pub timezone: Option<String>,
}

impl NotificationChange {
    pub fn is_empty(&self) -> bool {
        self == &NotificationChange::default()
    }
}

/// A notice the bot sends a player by direct message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The daily digest: the games where it is the player's turn (a page of them).
    Digest {
        user_id: u64,
        lang: Lang,
        games: Vec<MyGameView>,
        /// Games where it is their turn, in all.
        my_turn: usize,
    },
    /// An hour before a deadline that would lose the player the game on time.
    AboutToLose {
        user_id: u64,
        lang: Lang,
        game_id: i64,
        kind: GameKind,
        channel_id: u64,
        deadline: i64,
    },
    /// News for a designer (whatever their notification choices: they asked for a review, or
    /// their game stopped).
    Designer {
        user_id: u64,
        lang: Lang,
        news: DesignerNews,
        /// The game's name.
        design: String,
        /// The channel of the game concerned, if any.
        channel_id: Option<u64>,
        detail: String,
    },
}

impl Notice {
    pub fn user_id(&self) -> u64 {
        match self {
            Notice::Digest { user_id, .. }
            | Notice::AboutToLose { user_id, .. }
            | Notice::Designer { user_id, .. } => *user_id,
        }
    }
}

/// News for a designer about one of their games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DesignerNews {
    /// A game of it paused: its rules file failed mid-play (`detail`: the move and the fault).
    Paused,
    /// The bot's operator listed it in the gallery.
    Approved,
    /// The operator did not list it (`detail`: why).
    Rejected,
    /// The operator took it out of the gallery (`detail`: why).
    Withdrawn,
}

impl DesignerNews {
    pub fn as_str(self) -> &'static str {
        match self {
            DesignerNews::Paused => "paused",
            DesignerNews::Approved => "approved",
            DesignerNews::Rejected => "rejected",
            DesignerNews::Withdrawn => "withdrawn",
        }
    }

    pub fn parse(stored: &str) -> Option<DesignerNews> {
        [
            DesignerNews::Paused,
            DesignerNews::Approved,
            DesignerNews::Rejected,
            DesignerNews::Withdrawn,
        ]
        .into_iter()
        .find(|n| n.as_str() == stored)
    }
}

/// A timezone as a player may write it: a UTC offset (`+02:00`, `-5`, `+0530`) or an IANA
/// name (`Europe/Berlin`, `UTC`). Its canonical spelling and the zone; `None`: neither.
pub fn parse_timezone(written: &str) -> Option<(String, TimeZone)> {
    let written = written.trim();
    if let Some(sign) = written.chars().next().filter(|c| *c == '+' || *c == '-') {
        let rest = &written[1..];
        let number = |digits: &str, widths: &[usize]| {
            (widths.contains(&digits.len()) && digits.chars().all(|c| c.is_ascii_digit()))
                .then(|| digits.parse::<i32>().ok())
                .flatten()
        };
        // `+5`, `+05`, `+5:30`, `+05:30`, `+530`, `+0530`.
        let (hours, minutes) = match rest.split_once(':') {
            Some((h, m)) => (number(h, &[1, 2])?, number(m, &[2])?),
            None if rest.len() <= 2 => (number(rest, &[1, 2])?, 0),
            None => {
                let split = rest.len().checked_sub(2)?;
                (
                    number(&rest[..split], &[1, 2])?,
                    number(&rest[split..], &[2])?,
                )
            }
        };
        if hours > 14 || minutes >= 60 {
            return None;
        }
        let seconds = (hours * 3600 + minutes * 60) * if sign == '-' { -1 } else { 1 };
        let offset = Offset::from_seconds(seconds).ok()?;
        let sign = if seconds < 0 { '-' } else { '+' };
        return Some((
            format!("{sign}{hours:02}:{minutes:02}"),
            TimeZone::fixed(offset),
        ));
    }
    let zone = TimeZone::get(written).ok()?;
    let name = zone.iana_name().unwrap_or(written).to_string();
    Some((name, zone))
}

/// The first moment after `now` (unix ms) when it is `hour`:00 in `zone`. (In a night that
/// skips that hour, the moment the clocks jump to.)
pub fn next_digest_at(now: i64, hour: u8, zone: &TimeZone) -> Option<i64> {
    let today: Date = Timestamp::from_millisecond(now)
        .ok()?
        .to_zoned_datetime(zone.clone())
        .date();
    let at = |date: Date| {
        date.at(hour as i8, 0, 0, 0)
            .to_zoned_datetime(zone.clone())
            .ok()
            .map(|z| z.timestamp().as_millisecond())
    };
    match at(today)? {
        due if due > now => Some(due),
        _ => at(today.tomorrow().ok()?),
    }
}

fn prefs_of(row: &NotificationRow) -> NotificationPrefs {
    NotificationPrefs {
        reminders: ReminderPoints::from_bits(row.reminder_points),
        about_to_lose: row.about_to_lose,
        digest_hour: row.digest_hour.and_then(|h| u8::try_from(h).ok()),
        timezone: row.timezone.clone(),
        dms_closed: row.dms_closed_at.is_some(),
    }
}

impl Host {
    /// `user_id`'s notification choices (the defaults until they choose).
    pub async fn notification_prefs(&self, user_id: u64) -> HostResult<NotificationPrefs> {
        Ok(self
            .store
            .notification_row(user_id)
            .await?
            .map(|row| prefs_of(&row))
            .unwrap_or_default())
    }

    /// [`Host::notification_prefs`] for a scan: the defaults when the store cannot say.
    async fn prefs_for_scan(&self, user_id: u64) -> (NotificationPrefs, Option<Lang>) {
        match self.store.notification_row(user_id).await {
            Ok(Some(row)) => (prefs_of(&row), Some(Lang::from_locale(&row.lang))),
            Ok(None) => (NotificationPrefs::default(), None),
            Err(e) => {
                warn!(user = user_id, error = %e, "could not read notification choices");
                (NotificationPrefs::default(), None)
            }
        }
    }

    /// A player changes their notification choices. A bad hour or timezone changes nothing
    /// and is refused politely. Any change also lets the bot try their DMs again.
    pub async fn set_notification_prefs(
        &self,
        user: &User,
        change: &NotificationChange,
    ) -> HostResult<NotificationPrefs> {
        if change.digest_hour.is_some_and(|h| h > 23) {
            return Err(HostError::refused(Text::new("notifications-bad-hour")));
        }
        let mut prefs = self.notification_prefs(user.id).await?;
        let zone = match &change.timezone {
            Some(written) => {
                let Some((name, zone)) = parse_timezone(written) else {
                    return Err(HostError::refused(
                        Text::new("notifications-bad-timezone").arg("timezone", written.trim()),
                    ));
                };
                prefs.timezone = name;
                zone
            }
            None => parse_timezone(&prefs.timezone).map_or(TimeZone::UTC, |(_, zone)| zone),
        };
        if let Some(points) = change.reminders {
            prefs.reminders = points;
        }
        if let Some(on) = change.about_to_lose {
            prefs.about_to_lose = on;
        }
        match (change.digest, change.digest_hour) {
            (Some(false), _) => prefs.digest_hour = None,
            (_, Some(hour)) => prefs.digest_hour = Some(hour),
            (Some(true), None) => {
                prefs.digest_hour = Some(prefs.digest_hour.unwrap_or(DEFAULT_DIGEST_HOUR))
            }
            (None, None) => {}
        }
        prefs.dms_closed = false;
        let next_digest_at = prefs
            .digest_hour
            .and_then(|hour| next_digest_at(self.now(), hour, &zone));
        self.store
            .set_notification_row(&NotificationRow {
                user_id: user.id,
                reminder_points: i64::from(prefs.reminders.bits()),
                about_to_lose: prefs.about_to_lose,
                digest_hour: prefs.digest_hour.map(i64::from),
                timezone: prefs.timezone.clone(),
                lang: user.lang.code().to_string(),
                next_digest_at,
                dms_closed_at: None,
            })
            .await?;
        Ok(prefs)
    }

    /// When `user_id`'s next digest comes (unix ms), if they take one.
    pub async fn next_digest(&self, user_id: u64) -> HostResult<Option<i64>> {
        Ok(self
            .store
            .notification_row(user_id)
            .await?
            .and_then(|row| row.next_digest_at))
    }

    /// A turn just began (`clocks::start_turn` set its deadline and whether it is reminded
    /// at all): its reminder comes at the first point its player chose.
    pub(super) async fn plan_reminders(&self, next: &mut GameRecord, game: &AnyGame) {
        let (Some(_), Some(deadline)) = (next.remind_at, next.deadline) else {
            return;
        };
        let Some(seat) = game.to_move() else { return };
        let (prefs, _) = self.prefs_for_scan(next.players[seat.index()]).await;
        let now = self.now();
        next.remind_at = prefs
            .reminders
            .times(deadline, next.turn_seconds)
            .into_iter()
            .find(|at| *at > now);
    }

    /// The reminder of `record` came (its `remind_at` ≤ now) for `user_id`: the point it
    /// stood for is the latest chosen point already passed (or, if none has, the first one
    /// after it), and the next reminder is the chosen point after that. Marked once: `Some`
    /// with whether to ping for the process that did.
    pub(super) async fn advance_turn_reminder(
        &self,
        record: &GameRecord,
        user_id: u64,
    ) -> HostResult<Option<bool>> {
        let (Some(remind_at), Some(deadline)) = (record.remind_at, record.deadline) else {
            return Ok(None);
        };
        let (prefs, _) = self.prefs_for_scan(user_id).await;
        let now = self.now();
        let times = prefs.reminders.times(deadline, record.turn_seconds);
        let came = times
            .iter()
            .rev()
            .find(|at| **at <= now)
            .or_else(|| times.iter().find(|at| **at >= remind_at))
            .copied()
            .unwrap_or(now);
        let next = times.into_iter().find(|at| *at > came.max(now));
        let won = self
            .store
            .advance_reminder(record.id, remind_at, next)
            .await?;
        Ok(won.then_some(!prefs.reminders.is_empty()))
    }

    /// The DMs due now: daily digests whose hour came (sent only where a turn waits), and
    /// "about to lose on time" notices. Each is marked before it is returned, so it goes
    /// out once whichever process finds it.
    pub async fn due_notices(&self) -> HostResult<Vec<Notice>> {
        let mut notices = self.due_digests().await?;
        notices.extend(self.due_lose_warnings().await?);
        notices.extend(self.due_designer_news().await?);
        Ok(notices)
    }

    /// The designers' news queued (by this process or another, such as the operator's
    /// `boardbot design approve`), each taken off the queue once.
    async fn due_designer_news(&self) -> HostResult<Vec<Notice>> {
        let mut notices = Vec::new();
        for row in self.store.claim_designer_notices(50).await? {
            let Some(news) = DesignerNews::parse(&row.kind) else {
                warn!(kind = %row.kind, "a designer's notice of an unknown kind");
                continue;
            };
            let (prefs, lang) = self.prefs_for_scan(row.user_id).await;
            if prefs.dms_closed {
                continue;
            }
            notices.push(Notice::Designer {
                user_id: row.user_id,
                lang: lang.unwrap_or_default(),
                news,
                design: row.design,
                channel_id: row.channel_id,
                detail: row.detail,
            });
        }
        Ok(notices)
    }

    async fn due_digests(&self) -> HostResult<Vec<Notice>> {
        let now = self.now();
        let mut notices = Vec::new();
        for row in self.store.digests_due(now).await? {
            let (Some(due), Some(hour)) = (row.next_digest_at, row.digest_hour) else {
                continue;
            };
            let zone = parse_timezone(&row.timezone).map_or(TimeZone::UTC, |(_, zone)| zone);
            // Whatever the hour and zone, the next one is later than now, so the scan ends.
            let next = u8::try_from(hour)
                .ok()
                .and_then(|hour| next_digest_at(now, hour, &zone))
                .unwrap_or(now + 24 * 60 * 60 * 1000);
            if !self.store.advance_digest(row.user_id, due, next).await?
                || row.dms_closed_at.is_some()
            {
                continue;
            }
            let page = self.my_games(row.user_id, 0).await?;
            if page.my_turn == 0 {
                continue;
            }
            notices.push(Notice::Digest {
                user_id: row.user_id,
                lang: Lang::from_locale(&row.lang),
                games: page.games.into_iter().filter(|g| g.my_turn).collect(),
                my_turn: page.my_turn,
            });
        }
        Ok(notices)
    }

    async fn due_lose_warnings(&self) -> HostResult<Vec<Notice>> {
        let now = self.now();
        let mut notices = Vec::new();
        for record in self
            .store
            .lose_warnings_due(now, ABOUT_TO_LOSE_MS, &self.shards)
            .await?
        {
            let Some(deadline) = record.deadline else {
                continue;
            };
            let seat = match self.load(&record).await {
                Ok(game) => game.to_move(),
                Err(e) => {
                    warn!(game = record.id, error = %e, "no lose warning for a game that cannot be loaded");
                    continue;
                }
            };
            let Some(seat) = seat else { continue };
            let user_id = record.players[seat.index()];
            // A channel team's vote is played at its deadline; the AI never runs late.
            let nobody =
                user_id == TEAM_PLAYER_ID || (record.ai_level.is_some() && seat == AI_SEAT);
            if !self.store.mark_lose_warning(record.id, deadline).await? || nobody {
                continue;
            }
            let (prefs, lang) = self.prefs_for_scan(user_id).await;
            if !prefs.about_to_lose || prefs.dms_closed {
                continue;
            }
            let lang = match lang {
                Some(lang) => lang,
                None => self.guild_lang(record.guild_id).await,
            };
            notices.push(Notice::AboutToLose {
                user_id,
                lang,
                game_id: record.id,
                kind: record.kind,
                channel_id: record.channel_id,
                deadline,
            });
        }
        Ok(notices)
    }

    /// A DM to `user_id` was refused (their DMs are closed): noted once, so the bot sends
    /// them no digest or notice until they change their preferences. `true` the first time.
    pub async fn note_dms_closed(&self, user_id: u64) -> HostResult<bool> {
        let defaults = NotificationPrefs::default();
        let row = NotificationRow {
            user_id,
            reminder_points: i64::from(defaults.reminders.bits()),
            about_to_lose: defaults.about_to_lose,
            digest_hour: None,
            timezone: defaults.timezone,
            lang: Lang::default().code().to_string(),
            next_digest_at: None,
            dms_closed_at: None,
        };
        Ok(self
            .store
            .note_dms_closed(user_id, &row, self.now())
            .await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: i64 = 60 * 60 * 1000;

    #[test]
    fn reminder_points_come_in_order_within_the_turn() {
        let deadline = 100 * HOUR;
        // A day a move: half at 12 h, a quarter left at 18 h, an hour left at 23 h.
        let day = 24 * 60 * 60;
        assert_eq!(
            ReminderPoints::ALL.times(deadline, day),
            vec![deadline - 12 * HOUR, deadline - 6 * HOUR, deadline - HOUR]
        );
        assert_eq!(
            ReminderPoints::default().times(deadline, day),
            vec![deadline - 6 * HOUR]
        );
        // An hour a move: "an hour left" would be the turn's start.
        assert_eq!(
            ReminderPoints::HOUR_LEFT.times(deadline, 3600),
            Vec::<i64>::new()
        );
        assert!(ReminderPoints::NONE.times(deadline, day).is_empty());
    }

    #[test]
    fn timezones_are_offsets_or_iana_names() {
        assert_eq!(parse_timezone("+05:30").unwrap().0, "+05:30");
        assert_eq!(parse_timezone("-5").unwrap().0, "-05:00");
        assert_eq!(parse_timezone("+0200").unwrap().0, "+02:00");
        assert_eq!(parse_timezone("Europe/Berlin").unwrap().0, "Europe/Berlin");
        for bad in ["", "+", "+25:00", "+05:75", "Mars/Olympus", "+1:2:3"] {
            assert!(parse_timezone(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn the_next_digest_is_the_next_local_hour() {
        // 2026-01-15 00:00 UTC.
        let midnight = 1_768_435_200_000;
        let (_, india) = parse_timezone("+05:30").unwrap();
        // 08:00 in India is 02:30 UTC.
        assert_eq!(
            next_digest_at(midnight, 8, &india),
            Some(midnight + 2 * HOUR + HOUR / 2)
        );
        // 08:00 in New York (winter, UTC-5) is 13:00 UTC; once past, the next day's.
        let (_, new_york) = parse_timezone("America/New_York").unwrap();
        assert_eq!(
            next_digest_at(midnight, 8, &new_york),
            Some(midnight + 13 * HOUR)
        );
        assert_eq!(
            next_digest_at(midnight + 13 * HOUR, 8, &new_york),
            Some(midnight + 37 * HOUR)
        );
    }
}
