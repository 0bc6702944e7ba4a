"""Layout of a record's neighbourhood as a small server-rendered SVG (no JavaScript).

The record sits in the middle; its neighbours go round an ellipse, grouped by edge type so links of
one kind sit together. Arrows point the way the edge reads (part_of: part → whole).
"""

import math
from collections.abc import Callable
from dataclasses import dataclass

from knowledge.models import Record
from knowledge.selectors import Neighbour

WIDTH, HEIGHT = 720, 440
NODE_W, NODE_H = 132, 38
MAX_NODES = 16
EDGE_COLOURS = {
    "contradicts": "#b42318",
    "part_of": "#2f6f5e",
    "explains": "#1d4ed8",
    "caused_by": "#7c3aed",
    "precedes": "#6b7785",
}


@dataclass(frozen=True)
class Node:
    ref: str
    title: str
    short_title: str
    status: str
    x: float
    y: float
    url: str
    centre: bool = False

    @property
    def left(self) -> float:
        return self.x - NODE_W / 2

    @property
    def top(self) -> float:
        return self.y - NODE_H / 2


@dataclass(frozen=True)
class Link:
    x1: float
    y1: float
    x2: float
    y2: float
    type: str
    colour: str
    label_x: float
    label_y: float


@dataclass(frozen=True)
class Graph:
    width: int
    height: int
    nodes: list[Node]
    links: list[Link]
    hidden: int
    colours: dict[str, str]


def _shorten(text: str, limit: int = 20) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _clip(x1: float, y1: float, x2: float, y2: float) -> tuple[float, float]:
    """Where the segment from (x1, y1) to the centre of the box at (x2, y2) meets the box's border."""
    dx, dy = x2 - x1, y2 - y1
    factors = [(NODE_W / 2 + 4) / abs(dx) if dx else math.inf, (NODE_H / 2 + 4) / abs(dy) if dy else math.inf]
    factor = min(min(factors), 1.0)
    return x2 - dx * factor, y2 - dy * factor


def neighbourhood(record: Record, neighbours: list[Neighbour], url_for: Callable[[str, str], str]) -> Graph:
    cx, cy = WIDTH / 2, HEIGHT / 2
    centre = Node(
        ref=record.ref,
        title=record.title,
        short_title=_shorten(record.title),
        status=record.status,
        x=cx,
        y=cy,
        url=url_for(record.domain.slug, record.ref),
        centre=True,
    )
    shown = neighbours[:MAX_NODES]
    nodes, links = [centre], []
    for index, neighbour in enumerate(shown):
        angle = -math.pi / 2 + 2 * math.pi * index / max(len(shown), 1)
        x = cx + (WIDTH / 2 - NODE_W / 2 - 10) * math.cos(angle)
        y = cy + (HEIGHT / 2 - NODE_H / 2 - 10) * math.sin(angle)
        nodes.append(
            Node(
                ref=neighbour.id,
                title=neighbour.title,
                short_title=_shorten(neighbour.title),
                status=neighbour.status,
                x=round(x, 1),
                y=round(y, 1),
                url=url_for(neighbour.domain_slug, neighbour.id),
            )
        )
        (sx, sy), (tx, ty) = ((cx, cy), (x, y)) if neighbour.direction == "out" else ((x, y), (cx, cy))
        start = _clip(tx, ty, sx, sy)
        end = _clip(sx, sy, tx, ty)
        links.append(
            Link(
                x1=round(start[0], 1),
                y1=round(start[1], 1),
                x2=round(end[0], 1),
                y2=round(end[1], 1),
                type=neighbour.type,
                colour=EDGE_COLOURS.get(neighbour.type, "#6b7785"),
                label_x=round((cx + x) / 2, 1),
                label_y=round((cy + y) / 2 - 4, 1),
            )
        )
    return Graph(
        width=WIDTH,
        height=HEIGHT,
        nodes=nodes,
        links=links,
        hidden=max(0, len(neighbours) - MAX_NODES),
        colours=EDGE_COLOURS,
    )
