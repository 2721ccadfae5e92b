// The Discord Activity: sign in through the Embedded App SDK, then show the live board of the
// game in the Activity's channel (the site's own live page and its script), or the player's
// own games and a game against the AI to start.
//
// Inside Discord the page has `frame_id` in its query and talks to Discord. Anywhere else it
// runs only when the operator switched on the SDK's mock for local testing (the page then
// carries `data-sdk-mock="on"`; `ACTIVITY_SDK_MOCK`): `guild_id` and `channel_id` in the query
// name the place, and `mock_code` the OAuth2 code its `authorize` answers (from a test's fake
// Discord, say). A query string alone never switches the mock on.
//
// Every address is relative: framed by Discord, this page is the Activity's `/`, which
// Discord's proxy maps to the site's `/activity/`.
import { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";

const root = document.getElementById("activity");
const clientId = root.dataset.clientId;
const lang = root.dataset.lang;
const query = new URLSearchParams(window.location.search);

function makeSdk() {
  if (query.has("frame_id")) {
    return new DiscordSDK(clientId);
  }
  if (root.dataset.sdkMock !== "on") {
    throw new Error(root.dataset.outside);
  }
  const sdk = new DiscordSDKMock(
    clientId,
    query.get("guild_id"),
    query.get("channel_id"),
    null,
  );
  const code = query.get("mock_code") || "mock_code";
  sdk._updateCommandMocks({ authorize: async () => ({ code }) });
  return sdk;
}

// A JSON request to the site; a refusal's text is thrown as it is.
async function call(path, options) {
  const answer = await fetch(path, {
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    ...options,
  });
  let body = null;
  try {
    body = await answer.json();
  } catch (_) {
    body = null;
  }
  if (!answer.ok || body === null) {
    throw new Error((body && body.error) || root.dataset.failed);
  }
  return body;
}

function placeQuery(sdk) {
  const pairs = [
    ["channel", sdk.channelId || ""],
    ["instance", sdk.instanceId || ""],
    ["lang", lang],
  ];
  if (sdk.guildId) {
    pairs.push(["guild", sdk.guildId]);
  }
  return new URLSearchParams(pairs).toString();
}

// The live page of `game`: its main part here, then its script, which follows the board.
async function showGame(game) {
  const answer = await fetch(`g/${encodeURIComponent(game)}?lang=${lang}`, {
    credentials: "same-origin",
  });
  if (!answer.ok) {
    throw new Error(root.dataset.failed);
  }
  const page = new DOMParser().parseFromString(await answer.text(), "text/html");
  const main = page.querySelector("main");
  // The live page's own script tag does not run when moved: it is added anew below.
  main.querySelectorAll("script").forEach((s) => s.remove());
  // Logging out comes back to this page, as it was opened.
  const back = encodeURIComponent(window.location.pathname + window.location.search);
  main.querySelectorAll("form.session").forEach((form) => {
    form.setAttribute("action", `logout?back=${back}`);
    form.querySelectorAll("button[formaction]").forEach((button) => {
      button.setAttribute("formaction", `logout?everywhere=1&back=${back}`);
    });
  });
  root.replaceChildren(...Array.from(main.childNodes));
  // The live page's game screen fills Discord's frame (style.css's `main.game`).
  root.className = main.className;
  const script = document.createElement("script");
  script.src = "assets/live.js";
  document.body.appendChild(script);
}

// The channel's next game (a rematch, say) replaces the one that ended, as the live page's
// script announces it.
document.addEventListener("boardbot-next-game", (e) => run(() => showGame(e.detail)));

// No game here: the player's own games, and a game against the AI to start.
function showChoices(sdk, found) {
  root.className = "";
  root.replaceChildren();
  const none = document.createElement("p");
  none.id = "activity-none";
  none.textContent = found.none;
  root.appendChild(none);
  if (found.mine.length > 0) {
    const heading = document.createElement("h2");
    heading.textContent = found.open;
    const list = document.createElement("ul");
    list.id = "activity-mine";
    for (const game of found.mine) {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = game.title;
      button.addEventListener("click", () => run(() => showGame(game.game)));
      item.appendChild(button);
      list.appendChild(item);
    }
    root.append(heading, list);
  }
  const heading = document.createElement("h2");
  heading.textContent = found.start;
  const list = document.createElement("ul");
  list.id = "activity-start";
  for (const kind of found.kinds) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.game = kind.id;
    button.textContent = kind.name;
    button.addEventListener("click", () =>
      run(async () => {
        const started = await call(
          `start?${placeQuery(sdk)}&game=${encodeURIComponent(kind.id)}`,
          { method: "POST", body: "{}" },
        );
        await showGame(started.game);
      }),
    );
    item.appendChild(button);
    list.appendChild(item);
  }
  root.append(heading, list);
}

// A step whose refusal is shown in place of the page.
async function run(step) {
  try {
    await step();
  } catch (e) {
    const p = document.createElement("p");
    p.id = "activity-error";
    p.setAttribute("role", "alert");
    p.textContent = (e && e.message) || root.dataset.failed;
    root.className = "";
    root.replaceChildren(p);
  }
}

run(async () => {
  const sdk = makeSdk();
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: clientId,
    response_type: "code",
    state: "",
    prompt: "none",
    scope: ["identify"],
  });
  const { access_token } = await call(`token?lang=${lang}`, {
    method: "POST",
    body: JSON.stringify({ code }),
  });
  await sdk.commands.authenticate({ access_token });
  const found = await call(`game?${placeQuery(sdk)}`, { method: "GET" });
  if (found.game) {
    await showGame(found.game);
  } else {
    showChoices(sdk, found);
  }
});
