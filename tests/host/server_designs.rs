//! Designed games per server in the host (issue 44), on both backends: who may upload, the cap
//! on a server's designed games, a game id owned by the server that first uploaded it, and a
//! designer's uploads in `/privacy` export and erasure.

use boardbot::host::{HostSettings, UploadReport, User};

use boardbot_testkit::db::{hosts_with, refused};

const GUILD: u64 = 100;
const OTHER_GUILD: u64 = 200;

fn designer() -> User {
    User {
        manages_server: true,
        ..User::new(11, "dana")
    }
}

fn hex() -> Vec<u8> {
    std::fs::read("designs/hex.luau").unwrap()
}

fn twenty_sevens() -> Vec<u8> {
    std::fs::read("designs/twenty-sevens.luau").unwrap()
}

fn accepted(report: UploadReport) -> i64 {
    match report {
        UploadReport::Accepted { version, .. } => version.number,
        UploadReport::Refused { problems } => panic!("refused: {problems:?}"),
    }
}

#[tokio::test]
async fn uploads_are_the_designers_capped_per_server_and_owned_by_their_first_server() {
    let settings = HostSettings {
        max_designs_per_server: 1,
        ..HostSettings::default()
    };
    for setup in hosts_with(settings).await {
        let h = &setup.host;
        let upload =
            |guild: u64, user: User, roles: Vec<u64>, file: &'static str, bytes: Vec<u8>| {
                let h = h.clone();
                async move {
                    h.upload_design(Some(guild), &user, &roles, file, &bytes, |_, _| {})
                        .await
                }
            };
        // A member is refused; a member with the designers' role may upload.
        let why = refused(upload(GUILD, User::new(22, "bob"), vec![], "hex.luau", hex()).await);
        assert!(
            why.contains("Only members who manage this server may"),
            "{why}"
        );
        h.set_designers_role(Some(GUILD), &designer(), Some(77))
            .await
            .unwrap();
        let why = refused(upload(GUILD, User::new(22, "bob"), vec![5], "hex.luau", hex()).await);
        assert!(why.contains("or hold its designers' role"), "{why}");
        let number = accepted(
            upload(GUILD, User::new(22, "bob"), vec![77], "hex.luau", hex())
                .await
                .unwrap(),
        );
        assert_eq!(number, 1);
        // The same file again is the same version.
        let again = upload(GUILD, designer(), vec![], "hex.luau", hex())
            .await
            .unwrap();
        assert!(matches!(
            again,
            UploadReport::Accepted {
                unchanged: true,
                ..
            }
        ));

        // One designed game a server here: a second game is refused, a new version is not.
        let why = refused(
            upload(
                GUILD,
                designer(),
                vec![],
                "twenty-sevens.luau",
                twenty_sevens(),
            )
            .await,
        );
        assert!(why.contains("as many as it may"), "{why}");
        let v2 = String::from_utf8(hex())
            .unwrap()
            .replace("version = \"1", "version = \"2");
        let number = accepted(
            upload(GUILD, designer(), vec![], "hex.luau", v2.into_bytes())
                .await
                .unwrap(),
        );
        assert_eq!(number, 2);

        // The id belongs to the first server.
        let why = refused(upload(OTHER_GUILD, designer(), vec![], "hex.luau", hex()).await);
        assert!(why.contains("another server's game"), "{why}");

        // Bob's upload is in his export, and his name leaves it when he is erased.
        let bob = User::new(22, "bob");
        let export = String::from_utf8(h.export_personal_data(&bob).await.unwrap()).unwrap();
        assert!(export.contains("rules_files_uploaded"), "{export}");
        assert!(export.contains("\"hex-7\""), "{export}");
        h.erase_person(&bob).await.unwrap();
        let (_, versions) = h.design_versions(Some(GUILD), "hex-7").await.unwrap();
        assert_eq!(versions.len(), 2);
        assert!(
            versions.iter().all(|v| v.author_id != bob.id),
            "{versions:?}"
        );
        let export = String::from_utf8(h.export_personal_data(&bob).await.unwrap()).unwrap();
        assert!(!export.contains("\"hex-7\""), "{export}");
    }
}
