"""Where a benchmark writes its figures: ``--json PATH`` on the command line, else ``default``."""
from __future__ import annotations

import json
import sys
from pathlib import Path


def save(results: dict, default: Path | None = None) -> Path | None:
    """Write ``results`` as JSON to ``--json PATH`` (or ``default``); the path, or None."""
    path = Path(sys.argv[sys.argv.index("--json") + 1]) if "--json" in sys.argv else default
    if path is None:
        return None
    path.write_text(json.dumps(results, indent=1, default=str))
    print(f"results written to {path}")
    return path
