#!/usr/bin/env bash
# Runs a command (default: the server tests) against a throwaway PostgreSQL server: Debian's package, installed
# when missing, started in a temporary folder on a free loopback port as a non-root user, stopped and removed after.
#   scripts/dev/with-postgres.sh [command...]     (DATABASE_URL is set for the command)
set -euo pipefail
cd "$(dirname "$0")/../.."

find_bin() {
  if command -v pg_ctl >/dev/null && command -v initdb >/dev/null; then dirname "$(readlink -f "$(command -v pg_ctl)")"; return; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; fi
}

BIN=$(find_bin)
if [ -z "$BIN" ]; then
  echo "== installing Debian postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  BIN=$(find_bin)
fi
[ -n "$BIN" ] || { echo "with-postgres: no initdb/pg_ctl found after installing postgresql" >&2; exit 1; }

TMP=$(mktemp -d /tmp/revolt-pg.XXXXXX)
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# initdb refuses to run as root: use the package's postgres user (or a temporary one).
as_owner() { "$@"; }
if [ "$(id -u)" = 0 ]; then
  OWNER=postgres
  if ! id "$OWNER" >/dev/null 2>&1; then
    OWNER="revoltpg$$"
    useradd --system --no-create-home --shell /usr/sbin/nologin "$OWNER"
    CREATED_USER=$OWNER
  fi
  chown "$OWNER" "$TMP"
  as_owner() { runuser -u "$OWNER" -- "$@"; }
fi

stop() {
  as_owner "$BIN/pg_ctl" -D "$TMP/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
  if [ -n "${CREATED_USER:-}" ]; then userdel "$CREATED_USER" >/dev/null 2>&1 || true; fi
}
trap stop EXIT

as_owner "$BIN/initdb" -D "$TMP/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >"$TMP/initdb.log" 2>&1 \
  || { cat "$TMP/initdb.log" >&2; exit 1; }
# Throwaway data: no fsync; the socket stays in the temp folder.
as_owner "$BIN/pg_ctl" -D "$TMP/data" -l "$TMP/server.log" -w -t 60 \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -k $TMP -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
  start >/dev/null || { cat "$TMP/server.log" >&2; exit 1; }
echo "== PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
# For a command that restarts the server mid-run (npm run test:cluster): pg_ctl restart reuses the options above.
export WITH_POSTGRES_PG_CTL="$BIN/pg_ctl" WITH_POSTGRES_DATA="$TMP/data" WITH_POSTGRES_OWNER="${OWNER:-}"
if [ "$#" -eq 0 ]; then set -- npx vitest run server; fi
"$@"
