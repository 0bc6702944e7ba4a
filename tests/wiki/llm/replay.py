"""Replaying a recording (wiki/llm/recording.py) through the fake API: each recorded response answers,
in order, the request the code sends now — after checking that request still matches the recorded one
where it matters (model, tool, candidate pages, the day's digest, whether it is a retry). A mismatch
answers 400 and is kept in `mismatches`, so the test fails saying the recording is out of date."""

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from tests.wiki.llm.fake_api import FakeAnthropic, Reply, error_body, pages_in, user_text

RECORDINGS = Path(__file__).resolve().parent / "recordings"
DIGEST_RE = re.compile(r"<raw_digest[^>]*>.*?</raw_digest>", re.DOTALL)


@dataclass
class Recording:
    directory: Path
    manifest: dict
    exchanges: list[dict]
    mismatches: list[str] = field(default_factory=list)

    @property
    def answers(self) -> list[dict]:
        """The tool inputs of the recorded answers, in order."""
        return [
            block["input"]
            for exchange in self.exchanges
            for block in exchange["response"]["body"].get("content", [])
            if block.get("type") == "tool_use"
        ]


def recording_dirs() -> list[Path]:
    return sorted(path.parent for path in RECORDINGS.glob("*/manifest.json"))


def load(directory: Path) -> Recording:
    manifest = json.loads((directory / "manifest.json").read_text(encoding="utf-8"))
    exchanges = [json.loads((directory / name).read_text(encoding="utf-8")) for name in manifest["exchanges"]]
    return Recording(directory, manifest, exchanges)


def _view(body: dict) -> dict:
    text = user_text(body)
    digest = DIGEST_RE.search(text)
    return {
        "model": body.get("model"),
        "tools": [tool["name"] for tool in body.get("tools", [])],
        "tool_choice": body.get("tool_choice"),
        "pages": pages_in(body),
        "digest": digest.group(0) if digest else None,
        "retry": "<violations>" in text,
    }


def _step(recording: Recording, index: int, exchange: dict):
    def answer(body: dict) -> Reply:
        expected, got = _view(exchange["request"]["body"]), _view(body)
        differing = sorted(key for key in expected if expected[key] != got[key])
        if differing:
            recording.mismatches.append(f"exchange {index}: the request differs in {', '.join(differing)}")
            return Reply(400, error_body("invalid_request_error", "replay mismatch"))
        response = exchange["response"]
        return Reply(response["status"], response["body"])

    return answer


def serve(fake: FakeAnthropic, recording: Recording) -> None:
    """Queue the recording's answers on the fake API (Messages API exchanges, in order)."""
    for index, exchange in enumerate(recording.exchanges, 1):
        request = exchange["request"]
        assert (request["method"], request["path"]) == ("POST", "/v1/messages"), (
            "only Messages exchanges replay"
        )
        fake.script.append(_step(recording, index, exchange))
