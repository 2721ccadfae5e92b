//! `/preferences`: a player's own settings, kept by the host for every server: the palette of
//! the pictures only they see (a server's boards follow `/settings palette:`), and the confirm
//! step for moves made with the board's buttons; and the notifications they get (reminders,
//! the daily digest, "about to lose on time"; see `host::notifications`).

use super::invocation::{author, refuse, reply_private};
use super::{Context, Error};
use crate::host::{NotificationChange, NotificationPrefs, ReminderPoints};
use crate::i18n::Text;
use crate::render::Palette;

/// The palettes as a command option.
#[derive(poise::ChoiceParameter, Clone, Copy)]
pub enum PaletteChoice {
    #[name = "classic"]
    Classic,
    #[name = "colour-blind"]
    ColourBlind,
}

impl From<PaletteChoice> for Palette {
    fn from(c: PaletteChoice) -> Palette {
        match c {
            PaletteChoice::Classic => Palette::Classic,
            PaletteChoice::ColourBlind => Palette::ColourBlind,
        }
    }
}

/// When to be reminded of a waiting turn, as a command option: the sensible combinations of
/// half the time gone, a quarter left and an hour left.
#[derive(poise::ChoiceParameter, Clone, Copy)]
pub enum ReminderChoice {
    #[name = "none"]
    None,
    #[name = "half"]
    Half,
    #[name = "quarter-left"]
    QuarterLeft,
    #[name = "hour-left"]
    HourLeft,
    #[name = "half-and-quarter-left"]
    HalfAndQuarterLeft,
    #[name = "half-and-hour-left"]
    HalfAndHourLeft,
    #[name = "quarter-and-hour-left"]
    QuarterAndHourLeft,
    #[name = "all"]
    All,
}

impl From<ReminderChoice> for ReminderPoints {
    fn from(c: ReminderChoice) -> ReminderPoints {
        let (half, quarter, hour) = (
            ReminderPoints::HALF,
            ReminderPoints::QUARTER_LEFT,
            ReminderPoints::HOUR_LEFT,
        );
        match c {
            ReminderChoice::None => ReminderPoints::NONE,
            ReminderChoice::Half => half,
            ReminderChoice::QuarterLeft => quarter,
            ReminderChoice::HourLeft => hour,
            ReminderChoice::HalfAndQuarterLeft => half.union(quarter),
            ReminderChoice::HalfAndHourLeft => half.union(hour),
            ReminderChoice::QuarterAndHourLeft => quarter.union(hour),
            ReminderChoice::All => ReminderPoints::ALL,
        }
    }
}

/// "Reminders: at half the time and with an hour left. Daily digest at 08:00 (Europe/Berlin)…"
fn notifications_text(prefs: &NotificationPrefs) -> Text {
    let points = [
        (ReminderPoints::HALF, "notifications-point-half"),
        (
            ReminderPoints::QUARTER_LEFT,
            "notifications-point-quarter-left",
        ),
        (ReminderPoints::HOUR_LEFT, "notifications-point-hour-left"),
    ];
    let chosen: Vec<Text> = points
        .into_iter()
        .filter(|(point, _)| prefs.reminders.contains(*point))
        .map(|(_, id)| Text::new(id))
        .collect();
    let reminders = match chosen.as_slice() {
        [] => Text::new("notifications-reminders-none"),
        [one] => Text::new("notifications-reminders-one").arg("first", one.clone()),
        [one, two] => Text::new("notifications-reminders-two")
            .arg("first", one.clone())
            .arg("second", two.clone()),
        [one, two, three, ..] => Text::new("notifications-reminders-three")
            .arg("first", one.clone())
            .arg("second", two.clone())
            .arg("third", three.clone()),
    };
    let digest = match prefs.digest_hour {
        Some(hour) => Text::new("notifications-digest-at")
            .arg("hour", format!("{hour:02}:00"))
            .arg("timezone", &prefs.timezone),
        None => Text::new("notifications-digest-off"),
    };
    let about_to_lose = Text::new(if prefs.about_to_lose {
        "notifications-about-to-lose-on"
    } else {
        "notifications-about-to-lose-off"
    });
    Text::new("notifications-summary")
        .arg("reminders", reminders)
        .arg("digest", digest)
        .arg("about_to_lose", about_to_lose)
        .arg(
            "closed",
            if prefs.dms_closed {
                Text::new("notifications-dms-closed")
            } else {
                Text::new("notifications-dms-open")
            },
        )
}

/// The palette's name for readers: "classic red and blue".
pub fn palette_name(palette: Palette) -> Text {
    match palette {
        Palette::Classic => Text::new("palette-classic"),
        Palette::ColourBlind => Text::new("palette-colour-blind"),
    }
}

/// Your own settings: your pictures' colours, a confirm step, reminders and notices.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn preferences(
    ctx: Context<'_>,
    palette: Option<PaletteChoice>,
    confirm: Option<bool>,
    reminders: Option<ReminderChoice>,
    digest: Option<bool>,
    #[min = 0]
    #[max = 23]
    digest_hour: Option<u8>,
    timezone: Option<String>,
    about_to_lose: Option<bool>,
) -> Result<(), Error> {
    let change = NotificationChange {
        reminders: reminders.map(ReminderPoints::from),
        about_to_lose,
        digest,
        digest_hour,
        timezone,
    };
    let host = &ctx.data().host;
    let me = author(ctx);
    let result = async {
        // First: a bad hour or timezone is refused before anything is written.
        let notifications = if change.is_empty() {
            host.notification_prefs(me.id).await?
        } else {
            host.set_notification_prefs(&me, &change).await?
        };
        let palette = match palette {
            Some(choice) => {
                let palette = Palette::from(choice);
                host.set_palette_preference(&me, palette).await?;
                palette
            }
            None => host.palette_preference(me.id).await?,
        };
        let confirm = match confirm {
            Some(on) => {
                host.set_confirms_moves(&me, on).await?;
                on
            }
            None => host.confirms_moves(me.id).await?,
        };
        Ok::<_, crate::host::HostError>((palette, confirm, notifications))
    }
    .await;
    match result {
        Ok((palette, confirm, notifications)) => {
            let text = Text::new("preferences-both")
                .arg(
                    "palette",
                    Text::new("preferences-palette").arg("palette", palette_name(palette)),
                )
                .arg(
                    "confirm",
                    Text::new(if confirm {
                        "preferences-confirm-on"
                    } else {
                        "preferences-confirm-off"
                    }),
                );
            let text = Text::new("notifications-with-preferences")
                .arg("preferences", text)
                .arg("notifications", notifications_text(&notifications));
            reply_private(ctx, text).await
        }
        Err(e) => refuse(ctx, &e, "preferences").await,
    }
}
