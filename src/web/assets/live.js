// A game in progress, followed move by move: one EventSource on the game's stream; each
// "board" frame swaps the picture, the status, the last move, the move list, the players'
// cards (whose turn, scores, clocks) and the number watching. Once the game is over, "news"
// says a rematch offered, then links the next game in the channel (the Activity opens it at
// once), and the stream ends. EventSource reconnects by itself and sends the last version it
// saw.
(function () {
  "use strict";
  var live = document.getElementById("live");
  if (!live || !window.EventSource) return;
  var img = document.getElementById("board");
  var status = document.getElementById("status");
  var moves = document.getElementById("moves");
  var moveCount = document.getElementById("move-count");
  var lastMove = document.getElementById("last-move");
  var watching = document.getElementById("watching");
  var notices = document.getElementById("notices") || live;
  var version = Number(live.dataset.version);
  var until = Number(live.dataset.deadline) || 0;
  // Deadlines and clocks are the server's times: this device's clock may be set otherwise, so
  // time is counted from the server's "now" when the page was made.
  var skew = (Number(live.dataset.now) || Date.now()) - Date.now();
  function now() { return Date.now() + skew; }
  // Beside the board (landscape) there is room for the move list: it starts open there.
  var drawer = document.getElementById("moves-drawer");
  if (drawer && window.matchMedia &&
      window.matchMedia("(orientation: landscape) and (min-width: 40rem)").matches) {
    drawer.open = true;
  }
  var cards = [0, 1].map(function (i) { return document.getElementById("player-" + i); });
  var clocks = [0, 1].map(function (i) { return document.getElementById("clock-" + i); });
  var toMove = null;
  cards.forEach(function (card, i) { if (card && card.classList.contains("to-move")) toMove = i; });
  // Each seat's clock as of the turn's start (games with a clock), else only the turn timer.
  var clock = live.dataset.clockSince ? {
    since: Number(live.dataset.clockSince),
    left: clocks.map(function (c) { return c ? Number(c.dataset.left) : 0; })
  } : null;
  function format(ms) {
    var left = Math.max(0, Math.floor(ms / 1000));
    // A game of days a move reads in days and hours, as the page first drew it.
    if (left >= 86400) {
      var hours = Math.floor(left / 3600);
      return Math.floor(hours / 24) + " " + live.dataset.unitDay + " " + hours % 24 + " " + live.dataset.unitHour;
    }
    var h = Math.floor(left / 3600), m = Math.floor(left % 3600 / 60), s = left % 60;
    return (h ? h + ":" + String(m).padStart(2, "0") : m) + ":" + String(s).padStart(2, "0");
  }
  function timeLeft(i) {
    var running = toMove === i;
    if (clock) return clock.left[i] - (running ? now() - clock.since : 0);
    return running && until ? until - now() : null;
  }
  function tick() {
    clocks.forEach(function (c, i) {
      if (!c) return;
      var ms = timeLeft(i);
      c.hidden = ms === null;
      c.classList.toggle("low", ms !== null && ms < 20000);
      var time = c.querySelector(".time");
      if (time) time.textContent = ms === null ? "" : format(ms);
    });
  }
  setInterval(tick, 1000);
  tick();
  // A picture refused for a moment (the per-client limit, a busy server) is asked again, a
  // little later each time, unless a newer board came meanwhile.
  var tries = 0;
  img.addEventListener("load", function () { tries = 0; });
  img.addEventListener("error", function () {
    if (tries >= 5) return;
    tries += 1;
    var failed = img.src;
    setTimeout(function () {
      if (img.src !== failed) return;
      var plain = failed.replace(/[&?]retry=\d+$/, "");
      img.src = plain + (plain.indexOf("?") < 0 ? "?" : "&") + "retry=" + tries;
    }, 1000 * tries);
  });
  function showLastMove(list) {
    if (!lastMove) return;
    while (lastMove.firstChild) lastMove.removeChild(lastMove.firstChild);
    if (!list.length) { lastMove.textContent = lastMove.dataset.none; return; }
    lastMove.appendChild(document.createTextNode(lastMove.dataset.label + " "));
    var code = document.createElement("code");
    code.textContent = list[list.length - 1];
    lastMove.appendChild(code);
  }
  function showPlayers(f) {
    toMove = f.to_move === null || f.to_move === undefined ? null : f.to_move;
    clock = f.clock ? { since: f.clock.since, left: f.clock.left } : null;
    cards.forEach(function (card, i) {
      if (!card) return;
      var turn = toMove === i;
      card.classList.toggle("to-move", turn);
      var badge = card.querySelector(".turn-badge");
      if (badge) badge.hidden = !turn;
      var score = document.getElementById("score-" + i);
      if (score && f.scores) score.textContent = String(f.scores[i]);
    });
  }
  var source = new EventSource(live.dataset.events);
  source.addEventListener("board", function (e) {
    var f = JSON.parse(e.data);
    if (f.version < version) return;
    version = f.version;
    live.dataset.version = String(version);
    img.src = f.picture;
    img.alt = f.alt;
    status.textContent = f.status;
    while (moves.firstChild) moves.removeChild(moves.firstChild);
    f.moves.forEach(function (mv) {
      var li = document.createElement("li");
      var code = document.createElement("code");
      code.textContent = mv;
      li.appendChild(code);
      moves.appendChild(li);
    });
    if (moveCount) moveCount.textContent = "(" + f.moves.length + ")";
    showLastMove(f.moves);
    until = f.deadline || 0;
    showPlayers(f);
    tick();
    watching.textContent = live.dataset.watching + " " + f.watching;
    if (f.over && !document.getElementById("over")) {
      var p = document.createElement("p");
      p.id = "over";
      p.textContent = live.dataset.overText;
      notices.insertBefore(p, notices.firstChild);
    }
  });
  var lapse = 0;
  source.addEventListener("news", function (e) {
    var n = JSON.parse(e.data);
    var news = document.getElementById("news");
    if (!news) {
      news = document.createElement("p");
      news.id = "news";
      news.setAttribute("role", "status");
      var over = document.getElementById("over");
      notices.insertBefore(news, over ? over.nextSibling : notices.firstChild);
    }
    while (news.firstChild) news.removeChild(news.firstChild);
    clearTimeout(lapse);
    if (n.next) {
      source.close();
      news.appendChild(document.createTextNode(n.next.text + " "));
      var a = document.createElement("a");
      a.id = "next-game";
      a.href = n.next.url;
      a.textContent = n.next.link;
      news.appendChild(a);
      document.dispatchEvent(new CustomEvent("boardbot-next-game", { detail: n.next.game }));
    } else if (n.offer) {
      news.textContent = n.offer;
      // The offer lapses unanswered: it is no news any more.
      lapse = setTimeout(function () { news.textContent = ""; }, Math.max(0, n.lapses_in));
    }
  });
})();

// The picture is scaled to fit the screen (object-fit: contain, so it may have room to spare
// on two sides): the layer of touchable squares is laid exactly over the picture as drawn,
// and the squares are placed in fractions of that layer, so they stay on their squares at
// any size.
(function () {
  "use strict";
  var img = document.getElementById("board");
  var layer = document.getElementById("board-targets");
  if (!img || !layer) return;
  function fit() {
    var nw = img.naturalWidth, nh = img.naturalHeight;
    var bw = img.clientWidth, bh = img.clientHeight;
    if (!nw || !nh || !bw || !bh) return;
    var scale = Math.min(bw / nw, bh / nh);
    var w = nw * scale, h = nh * scale;
    layer.style.left = img.offsetLeft + (bw - w) / 2 + "px";
    layer.style.top = img.offsetTop + (bh - h) / 2 + "px";
    layer.style.width = w + "px";
    layer.style.height = h + "px";
  }
  img.addEventListener("load", fit);
  if (window.ResizeObserver) new ResizeObserver(fit).observe(img);
  else window.addEventListener("resize", fit);
  fit();
})();

// The signed-in player's move box and touchable board: sent without a page load; a refusal
// is said in the box, a move played shows through the stream like anyone's. The board works
// in the pickers' steps: touching a piece (a choice that completes no move) adds it to the
// path and lights up where it may go; a choice that completes a move plays it. Back (or
// Escape) takes the last pick back; a new board starts again from the first step.
(function () {
  "use strict";
  var form = document.getElementById("move-form");
  var live = document.getElementById("live");
  if (!form || !live || !window.fetch) return;
  var input = document.getElementById("move-input");
  var version = document.getElementById("move-version");
  var error = document.getElementById("move-error");
  var list = document.getElementById("legal-moves");
  var targets = document.getElementById("board-targets");
  var prompt = document.getElementById("board-prompt");
  var choices = document.getElementById("board-choices");
  var path = [];
  var retry = null;
  function clear(node) {
    while (node && node.firstChild) node.removeChild(node.firstChild);
  }
  function place(node, r) {
    node.style.left = r.x * 100 + "%";
    node.style.top = r.y * 100 + "%";
    node.style.width = r.w * 100 + "%";
    node.style.height = r.h * 100 + "%";
  }
  function choose(c) {
    if (c.plays) {
      path = [];
      send(c.plays);
    } else {
      path.push(c.token);
      refresh();
    }
  }
  function back() {
    if (!path.length) return;
    path.pop();
    refresh();
  }
  function show(step) {
    clear(targets);
    clear(choices);
    if (prompt) prompt.textContent = step.choices.length ? step.prompt : "";
    if (step.chosen) {
      var mark = document.createElement("div");
      mark.className = "chosen";
      place(mark, step.chosen);
      targets.appendChild(mark);
    }
    step.choices.forEach(function (c) {
      var button = document.createElement("button");
      button.type = "button";
      button.dataset.token = c.token;
      if (c.plays) button.dataset.move = c.plays;
      var name = c.detail ? c.label + " (" + c.detail + ")" : c.label;
      button.addEventListener("click", function () { choose(c); });
      if (c.region) {
        // A square to touch, laid over the picture (fractions of its size); after a first
        // pick, the continuations light up.
        button.className = path.length ? "target next" : "target";
        place(button, c.region);
        button.setAttribute("aria-label", (c.plays ? form.dataset.playLabel + " " : "") + name);
        button.title = name;
        targets.appendChild(button);
      } else if (choices) {
        button.className = "choice";
        button.textContent = c.label;
        if (c.detail) button.title = c.detail;
        choices.appendChild(button);
      }
    });
    if (path.length && choices) {
      var undo = document.createElement("button");
      undo.type = "button";
      undo.className = "choice back";
      undo.textContent = form.dataset.backLabel;
      undo.addEventListener("click", back);
      choices.appendChild(undo);
    }
  }
  function refresh() {
    version.value = live.dataset.version;
    clearTimeout(retry);
    // The squares of the last board no longer play: none until this board's come.
    clear(targets);
    clear(choices);
    var asked = live.dataset.version;
    var askedPath = path.join(",");
    var url = form.dataset.moves + (form.dataset.moves.indexOf("?") < 0 ? "?" : "&") +
      "path=" + encodeURIComponent(askedPath);
    fetch(url, { credentials: "same-origin" })
      .then(function (r) {
        // Asked too often (or the server is busy): ask again in a moment.
        if (r.status === 429 || r.status === 503) {
          retry = setTimeout(refresh, 1000 * (Number(r.headers.get("Retry-After")) || 1));
          return null;
        }
        return r.ok ? r.json() : { moves: [], choices: [] };
      })
      .then(function (mine) {
        // A newer board or another pick is on its way, or this answer was a refusal.
        if (!mine || asked !== live.dataset.version || askedPath !== path.join(",")) return;
        clear(list);
        mine.moves.forEach(function (mv) {
          var option = document.createElement("option");
          option.value = mv;
          list.appendChild(option);
        });
        // A path that leads nowhere now (the position changed under it): start again.
        if (path.length && !mine.choices.length) {
          path = [];
          refresh();
          return;
        }
        show(mine);
      });
  }
  new MutationObserver(function () {
    path = [];
    refresh();
  }).observe(live, { attributes: true, attributeFilter: ["data-version"] });
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape") back();
  });
  refresh();
  function send(move) {
    error.textContent = "";
    var body = new URLSearchParams({ version: live.dataset.version, move: move });
    fetch(form.action, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Accept": "application/json" },
      body: body
    })
      .then(function (r) { return r.json(); })
      .then(function (answer) {
        if (answer.ok) input.value = "";
        else { error.textContent = answer.error; refresh(); }
      })
      .catch(function () { error.textContent = "…"; });
  }
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    send(input.value);
  });
})();
