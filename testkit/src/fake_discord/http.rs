//! A small HTTP/1.1 server: reads requests off the wire and writes [`Answer`]s.

use std::sync::Arc;

use serde_json::{json, Value};
use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

use crate::fake_discord::model::Shared;
use crate::fake_discord::rest::handle;

pub(super) async fn serve_rest(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let _ = stream.set_nodelay(true);
        tokio::spawn(serve_http_connection(stream, shared.clone()));
    }
}

/// One HTTP/1.1 request as read off the wire.
pub(super) struct HttpRequest {
    pub(super) method: String,
    pub(super) target: String,
    pub(super) headers: Vec<(String, String)>,
    pub(super) body: Vec<u8>,
}

impl HttpRequest {
    pub(super) fn header(&self, name: &str) -> Option<String> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    }
}

async fn read_line<R: AsyncBufRead + Unpin>(reader: &mut R) -> Option<String> {
    let mut line = Vec::new();
    let n = reader.read_until(b'\n', &mut line).await.ok()?;
    if n == 0 {
        return None;
    }
    Some(
        String::from_utf8_lossy(&line)
            .trim_end_matches(['\r', '\n'])
            .to_string(),
    )
}

/// Read one request (Content-Length or chunked body). None at end of stream or on garbage.
async fn read_request<R: AsyncBufRead + Unpin>(reader: &mut R) -> Option<HttpRequest> {
    let mut line = read_line(reader).await?;
    while line.is_empty() {
        line = read_line(reader).await?;
    }
    let mut parts = line.split(' ');
    let method = parts.next()?.to_string();
    let target = parts.next()?.to_string();
    let mut headers = Vec::new();
    loop {
        let h = read_line(reader).await?;
        if h.is_empty() {
            break;
        }
        let (k, v) = h.split_once(':')?;
        headers.push((k.trim().to_string(), v.trim().to_string()));
    }
    let mut req = HttpRequest {
        method,
        target,
        headers,
        body: Vec::new(),
    };
    let chunked = req
        .header("transfer-encoding")
        .is_some_and(|v| v.to_ascii_lowercase().contains("chunked"));
    if chunked {
        loop {
            let size_line = read_line(reader).await?;
            let size = usize::from_str_radix(size_line.split(';').next()?.trim(), 16).ok()?;
            if size == 0 {
                while !read_line(reader).await?.is_empty() {}
                break;
            }
            let start = req.body.len();
            req.body.resize(start + size, 0);
            reader.read_exact(&mut req.body[start..]).await.ok()?;
            read_line(reader).await?;
        }
    } else if let Some(len) = req
        .header("content-length")
        .and_then(|v| v.parse::<usize>().ok())
    {
        req.body.resize(len, 0);
        reader.read_exact(&mut req.body).await.ok()?;
    }
    Some(req)
}

fn reason_phrase(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        _ => "Unknown",
    }
}

/// A small HTTP/1.1 server loop (keep-alive, Content-Length and chunked bodies): all that
/// reqwest needs, without pulling a server framework into the dev-dependencies.
async fn serve_http_connection(stream: tokio::net::TcpStream, shared: Arc<Shared>) {
    let (read, mut write) = stream.into_split();
    let mut reader = BufReader::new(read);
    while let Some(req) = read_request(&mut reader).await {
        let close = req
            .header("connection")
            .is_some_and(|v| v.eq_ignore_ascii_case("close"));
        let answer = handle(&shared, req).await;
        let (content_type, body) = match (answer.raw, answer.body) {
            (Some((ct, raw)), _) => (Some(ct), raw),
            (None, Some(json)) => (
                Some("application/json".to_string()),
                json.to_string().into_bytes(),
            ),
            (None, None) => (None, Vec::new()),
        };
        let mut head = format!(
            "HTTP/1.1 {} {}\r\n",
            answer.status,
            reason_phrase(answer.status)
        );
        head.push_str(&format!("content-length: {}\r\n", body.len()));
        if let Some(ct) = content_type {
            head.push_str(&format!("content-type: {ct}\r\n"));
        }
        for (k, v) in &answer.headers {
            head.push_str(&format!("{k}: {v}\r\n"));
        }
        head.push_str("\r\n");
        let mut out = head.into_bytes();
        out.extend_from_slice(&body);
        if write.write_all(&out).await.is_err() || close {
            break;
        }
    }
}

pub(super) struct Answer {
    pub(super) status: u16,
    pub(super) body: Option<Value>,
    pub(super) headers: Vec<(&'static str, String)>,
    pub(super) raw: Option<(String, Vec<u8>)>,
}

impl Answer {
    pub(super) fn json(status: u16, body: Value) -> Answer {
        Answer {
            status,
            body: Some(body),
            headers: vec![],
            raw: None,
        }
    }
    pub(super) fn empty() -> Answer {
        Answer {
            status: 204,
            body: None,
            headers: vec![],
            raw: None,
        }
    }
    pub(super) fn error(status: u16, code: u64, message: &str) -> Answer {
        Answer::json(status, json!({"message": message, "code": code}))
    }
    pub(super) fn not_found() -> Answer {
        Answer::error(404, 0, "404: Not Found")
    }
    pub(super) fn invalid_form(problems: &[String]) -> Answer {
        let errors: Vec<Value> = problems
            .iter()
            .map(|p| json!({"code": "BASE_TYPE_INVALID", "message": p}))
            .collect();
        Answer::json(
            400,
            json!({"message": "Invalid Form Body", "code": 50035, "errors": {"_errors": errors}}),
        )
    }
}
