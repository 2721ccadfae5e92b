//! Every picture the bot sends is read to someone: an image attachment (png, gif, jpg, webp)
//! needs a description (its alt text) in `payload_json.attachments`, not empty and at most
//! 1,024 characters. Discord itself accepts a picture without one, so the fake does too, but
//! records the request as a problem and fails the test when it is dropped (see
//! [`FakeDiscord::pictures_without_alt_text`](super::FakeDiscord::pictures_without_alt_text)).
//! Other files (a game's moves as text, a data export as JSON) need none.

use serde_json::Value;

use crate::fake_discord::requests::FilePart;

/// Discord's limit on an attachment's description, in characters.
pub const MAX_ALT_TEXT: usize = 1024;

/// The endings of the pictures Discord shows as images.
const PICTURE_ENDINGS: [&str; 5] = [".png", ".gif", ".jpg", ".jpeg", ".webp"];

/// Whether a file is a picture: by its name's ending, or by its content type.
pub fn is_picture(filename: &str, content_type: Option<&str>) -> bool {
    let name = filename.to_ascii_lowercase();
    PICTURE_ENDINGS.iter().any(|ending| name.ends_with(ending))
        || content_type.is_some_and(|t| t.trim().to_ascii_lowercase().starts_with("image/"))
}

/// What is wrong with the alt text of the pictures among `files`, a line per picture, naming
/// the file; `data` is the message body (`payload_json`), whose `attachments[]` entry with
/// `id` n describes the part `files[n]`.
pub fn missing_alt_texts(data: Option<&Value>, files: &[FilePart]) -> Vec<String> {
    let entries: &[Value] = data
        .and_then(|d| d.get("attachments"))
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice);
    let mut problems = Vec::new();
    for file in files {
        let Some(index) = file
            .field
            .strip_prefix("files[")
            .and_then(|rest| rest.strip_suffix(']'))
            .and_then(|n| n.parse::<u64>().ok())
        else {
            continue;
        };
        let entry = entries
            .iter()
            .find(|a| a.get("id").and_then(Value::as_u64) == Some(index));
        let filename = entry
            .and_then(|a| a.get("filename"))
            .and_then(Value::as_str)
            .or(file.filename.as_deref())
            .unwrap_or("");
        if !is_picture(filename, file.content_type.as_deref()) {
            continue;
        }
        let description = entry
            .and_then(|a| a.get("description"))
            .and_then(Value::as_str)
            .unwrap_or("");
        let length = description.chars().count();
        if description.trim().is_empty() {
            problems.push(format!(
                "picture {} ({filename}) has no alt text (attachments[].description)",
                file.field
            ));
        } else if length > MAX_ALT_TEXT {
            problems.push(format!(
                "picture {} ({filename}) has an alt text of {length} characters (max {MAX_ALT_TEXT})",
                file.field
            ));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use std::panic::{catch_unwind, AssertUnwindSafe};
    use std::sync::Arc;

    use serde_json::json;
    use serenity::all as serenity;

    use super::{is_picture, missing_alt_texts};
    use crate::fake_discord::{FakeDiscord, FilePart};

    fn part(field: &str, filename: &str, content_type: &str) -> FilePart {
        FilePart {
            field: field.into(),
            filename: Some(filename.into()),
            content_type: Some(content_type.into()),
            size: 3,
            bytes: Arc::new(vec![1, 2, 3]),
        }
    }

    #[test]
    fn pictures_are_told_from_other_files() {
        for name in ["board.png", "game-3.gif", "a.JPG", "b.jpeg", "c.webp"] {
            assert!(is_picture(name, None), "{name}");
        }
        assert!(is_picture("chart", Some("image/png")));
        for name in ["game-3-moves.txt", "boardbot-data-1.json"] {
            assert!(!is_picture(name, Some("text/plain")), "{name}");
        }
    }

    #[test]
    fn a_picture_needs_a_description_and_other_files_do_not() {
        let files = [
            part("files[0]", "tournament-1-standings.png", "image/png"),
            part("files[1]", "game-1-moves.txt", "text/plain"),
            part("files[2]", "game-1.gif", "image/gif"),
        ];
        let described = json!({"attachments": [
            {"id": 0, "filename": "tournament-1-standings.png", "description": "1. ann, 3 points"},
            {"id": 1, "filename": "game-1-moves.txt", "description": null},
            {"id": 2, "filename": "game-1.gif", "description": "Replay of a game"},
        ]});
        assert_eq!(
            missing_alt_texts(Some(&described), &files),
            Vec::<String>::new()
        );

        let undescribed = json!({"attachments": [
            {"id": 0, "filename": "tournament-1-standings.png", "description": null},
            {"id": 1, "filename": "game-1-moves.txt"},
            {"id": 2, "filename": "game-1.gif", "description": "  "},
        ]});
        let problems = missing_alt_texts(Some(&undescribed), &files);
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(
            problems[0].contains("tournament-1-standings.png"),
            "{problems:?}"
        );
        assert!(problems[1].contains("game-1.gif"), "{problems:?}");

        // Without any attachments list, a picture has no description either.
        assert_eq!(missing_alt_texts(None, &files).len(), 2);

        let long = json!({"attachments": [{"id": 0, "description": "x".repeat(1025)}]});
        let problems = missing_alt_texts(Some(&long), &files[..1]);
        assert!(problems[0].contains("1025 characters"), "{problems:?}");
    }

    /// Through the real client: a picture sent without a description is accepted as Discord
    /// would, recorded as a problem naming the file, and fails the test when the fake is
    /// dropped; the same picture with a description and a text file without one are fine.
    #[tokio::test]
    async fn a_picture_without_alt_text_fails_the_test() {
        let fake = FakeDiscord::start().await;
        let http = serenity::HttpBuilder::new(fake.token())
            .proxy(fake.api_base())
            .ratelimiter_disabled(true)
            .build();
        let channel = serenity::ChannelId::new(fake.guild_channel().channel_id());
        let png = vec![0x89, b'P', b'N', b'G'];

        let described = serenity::CreateMessage::new()
            .add_file(
                serenity::CreateAttachment::bytes(png.clone(), "standings.png")
                    .description("Standings: 1. ann, 3 points"),
            )
            .add_file(serenity::CreateAttachment::bytes(
                b"1. a1".to_vec(),
                "moves.txt",
            ));
        channel.send_message(&http, described).await.unwrap();
        assert!(fake.pictures_without_alt_text().is_empty());
        fake.assert_no_problems();

        let undescribed = serenity::CreateMessage::new().add_file(
            serenity::CreateAttachment::bytes(png, "tournament-1-standings.png"),
        );
        let sent = channel.send_message(&http, undescribed).await;
        assert!(sent.is_ok(), "Discord accepts it: {sent:?}");
        let missing = fake.pictures_without_alt_text();
        assert_eq!(missing.len(), 1, "{missing:?}");
        assert!(
            missing[0].contains("tournament-1-standings.png"),
            "{missing:?}"
        );
        assert_eq!(fake.problems().len(), 1);

        let dropped = catch_unwind(AssertUnwindSafe(move || drop(fake)));
        let message = dropped.expect_err("dropping the fake fails the test");
        let message = message
            .downcast_ref::<String>()
            .cloned()
            .unwrap_or_default();
        assert!(message.contains("tournament-1-standings.png"), "{message}");
    }
}
