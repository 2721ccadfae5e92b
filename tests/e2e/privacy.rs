//! End-to-end tests of a person's own data through the fake Discord: `/privacy export` answers
//! privately with a JSON file listing every game the caller played (with its moves), their
//! ratings and rating history, their challenge settings and preferences, and nothing of anyone's
//! hidden information.

use boardbot_testkit as support;

use serde_json::Value;
use support::fake_discord::*;
use support::world::*;

fn carol() -> User {
    User::new(3, "carol")
}

/// Alice challenges Bob to Twenty-Sevens in a new channel and Bob accepts: the game's id and
/// where it is played.
async fn started_game(fake: &FakeDiscord) -> (i64, Place) {
    let (id, place, _) = accepted_game(fake, &alice(), &bob(), "twenty-sevens").await;
    (id, place)
}

async fn play(fake: &FakeDiscord, user: &User, place: Place, mv: &str) {
    let sent = fake
        .slash(user, place, Slash::new("move").str("move", mv))
        .await;
    let reply = fake.reply(&sent).await;
    assert!(!reply.ephemeral(), "{mv} refused: {}", reply.text());
}

/// `user`'s export, checked to be private and named for them, as JSON.
async fn export(fake: &FakeDiscord, user: &User) -> Value {
    let sent = fake
        .slash(
            user,
            fake.guild_channel(),
            Slash::new("privacy").subcommand(Slash::new("export")),
        )
        .await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral(), "an export is for its owner only");
    let file = reply
        .request
        .file(0)
        .unwrap_or_else(|| panic!("no file in {}", reply.request));
    assert_eq!(
        file.filename.as_deref(),
        Some(format!("boardbot-data-{}.json", user.id).as_str())
    );
    serde_json::from_slice(&file.bytes).expect("the export is JSON")
}

fn game_ids(export: &Value) -> Vec<i64> {
    export["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn an_export_lists_every_game_the_caller_played_and_nothing_hidden() {
    let world = World::start().await;
    let fake = &world.fake;
    // A finished game (Alice resigns after two moves each) and one still being played.
    let (finished, place) = started_game(fake).await;
    for (user, mv) in [
        (alice(), "a1"),
        (bob(), "b1"),
        (alice(), "c1"),
        (bob(), "a2"),
    ] {
        play(fake, &user, place, mv).await;
    }
    let sent = fake.slash(&alice(), place, Slash::new("resign")).await;
    fake.reply(&sent).await;
    let (live, live_place) = started_game(fake).await;
    play(fake, &alice(), live_place, "b2").await;

    let mine = export(fake, &alice()).await;
    assert_eq!(mine["format"], "boardbot-personal-data");
    assert_eq!(mine["user_id"], alice().id.to_string());
    assert_eq!(game_ids(&mine), [finished, live]);
    let first = &mine["games"][0];
    assert_eq!(first["game"], "twenty-sevens");
    assert_eq!(first["status"], "finished");
    assert_eq!(first["your_name"], "alice");
    assert_eq!(first["opponent"]["id"], bob().id.to_string());
    assert_eq!(first["result"]["you_won"], false);
    assert_eq!(first["result"]["reason"], "resignation");
    let moves: Vec<(&str, bool)> = first["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["move"].as_str().unwrap(), m["by_you"].as_bool().unwrap()))
        .collect();
    assert_eq!(
        moves,
        [("a1", true), ("b1", false), ("c1", true), ("a2", false)]
    );
    assert_eq!(mine["games"][1]["moves"].as_array().unwrap().len(), 1);
    // The finished game was rated: Alice's rating and its history are in.
    let ratings = mine["ratings"].as_array().unwrap();
    assert_eq!(ratings.len(), 1);
    assert_eq!(ratings[0]["losses"], 1);
    assert_eq!(mine["rating_history"][0]["game_id"], finished);
    // No game's seed (Super Seven's dice would be in it) is ever exported.
    assert!(!serde_json::to_string(&mine).unwrap().contains("seed"));

    // Bob's export has the same games from his side; Carol, who played none, has none.
    let his = export(fake, &bob()).await;
    assert_eq!(game_ids(&his), [finished, live]);
    assert_eq!(his["games"][0]["result"]["you_won"], true);
    assert_eq!(his["games"][0]["your_seat"], "O");
    assert!(game_ids(&export(fake, &carol()).await).is_empty());
}

/// After `/privacy delete` (asked, then confirmed), the person is gone: their live game was
/// resigned; the pages the bot serves (already read, so kept in its memory) and their pictures
/// show neither their name nor their id; the opponent's `/history` still lists every game,
/// under the pseudonym; their own `/stats` and export are empty; no row holds their id.
#[tokio::test]
async fn after_a_delete_nothing_shows_the_person_and_opponents_keep_their_games() {
    use support::web::{get_from, SECRET};
    let web_addr = {
        let probe = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        probe.local_addr().unwrap()
    };
    let world = World::start_with(&[
        ("WEB_ADDR", web_addr.to_string()),
        ("WEB_SECRET", String::from_utf8(SECRET.to_vec()).unwrap()),
        ("PUBLIC_URL", "http://pages.test".to_string()),
    ])
    .await;
    let fake = &world.fake;
    let (finished, place) = started_game(fake).await;
    let sent = fake
        .slash(
            &alice().moderator(),
            place,
            Slash::new("settings").bool("public_pages", true),
        )
        .await;
    fake.reply(&sent).await;
    for (user, mv) in [(alice(), "a1"), (bob(), "b1")] {
        play(fake, &user, place, mv).await;
    }
    let sent = fake.slash(&bob(), place, Slash::new("resign")).await;
    fake.reply(&sent).await;
    let (live, live_place) = started_game(fake).await;
    // Both have moved: her resignation will count (before that, it would abort the game).
    play(fake, &alice(), live_place, "b2").await;
    play(fake, &bob(), live_place, "c2").await;

    let ids = boardbot::host::Signer::new(SECRET);
    let page = format!("/g/{}", ids.game(finished));
    let picture = format!("/g/{}/ply/2.png", ids.game(finished));
    let before = get_from("127.0.0.1", web_addr, &page, &[]).await;
    assert_eq!(before.status, 200);
    assert!(before.text().contains("alice"));
    let old_picture = get_from("127.0.0.1", web_addr, &picture, &[]).await;
    let old_tag = old_picture.header("etag").unwrap().to_string();

    // Asked first; Keep changes nothing; another person cannot answer for her.
    let sent = fake
        .slash(
            &alice(),
            place,
            Slash::new("privacy").subcommand(Slash::new("delete")),
        )
        .await;
    let question = fake.reply(&sent).await;
    assert!(question.ephemeral());
    let [erase, keep]: [String; 2] = question.message.custom_ids().try_into().unwrap();
    let click = fake.click(&bob(), question.message.id, &erase).await;
    assert!(fake.reply(&click).await.ephemeral());
    let click = fake.click(&alice(), question.message.id, &keep).await;
    assert!(fake
        .reply(&click)
        .await
        .text()
        .contains("Nothing was erased"));
    assert_eq!(game_ids(&export(fake, &alice()).await), [finished, live]);
    let sent = fake
        .slash(
            &alice(),
            place,
            Slash::new("privacy").subcommand(Slash::new("delete")),
        )
        .await;
    let question = fake.reply(&sent).await;
    let erase = question.message.custom_ids()[0].clone();
    let click = fake.click(&alice(), question.message.id, &erase).await;
    fake.reply(&click).await;
    let done = fake
        .wait_for_after(
            click.since,
            |r| r.method == "PATCH" && r.text().contains("Done."),
            std::time::Duration::from_secs(10),
        )
        .await
        .expect("the erasure is confirmed");
    let pseudonym = done
        .text()
        .split_whitespace()
        .find(|w| w.starts_with("deleted-"))
        .expect("the pseudonym is named")
        .to_string();

    // The pages the bot kept show the pseudonym now, and neither her name nor her id.
    let alice_id = alice().id.to_string();
    let after = get_from("127.0.0.1", web_addr, &page, &[]).await;
    assert_eq!(after.status, 200);
    assert!(!after.text().contains("alice") && !after.text().contains(&alice_id));
    assert!(after.text().contains(&pseudonym));
    let new_picture = get_from(
        "127.0.0.1",
        web_addr,
        &picture,
        &[("If-None-Match", &old_tag)],
    )
    .await;
    assert_eq!(
        new_picture.status, 200,
        "the old picture is not confirmed to caches"
    );
    assert_ne!(new_picture.body, old_picture.body);

    // Bob keeps both games (the live one resigned by her), under the pseudonym.
    let sent = fake.slash(&bob(), place, Slash::new("history")).await;
    let history = fake.reply(&sent).await.text();
    assert!(history.contains(&pseudonym), "{history}");
    assert!(!history.contains("alice"), "{history}");
    let store = world.store().await;
    let record = store.game(live).await.unwrap().unwrap();
    assert_eq!(record.status, boardbot::store::Status::Finished);
    assert!(!record.players.contains(&alice().id));
    // Her own data: nothing.
    let sent = fake.slash(&alice(), place, Slash::new("stats")).await;
    assert!(!fake.reply(&sent).await.text().contains("Twenty-Sevens"));
    let empty = export(fake, &alice()).await;
    assert!(game_ids(&empty).is_empty() && empty["ratings"].as_array().unwrap().is_empty());
    for id in [finished, live] {
        let moves = store.moves(id).await.unwrap();
        assert!(moves.iter().all(|m| m.user_id != alice().id));
    }
}
