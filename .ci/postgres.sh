#!/usr/bin/env bash
# Makes sure a PostgreSQL server answers on 127.0.0.1:5432 (or CI_PG_PORT, cluster CI_PG_CLUSTER)
# and that a role and database for the API tests exist, then prints the TEST_DATABASE_URL to use.
# Works on a fresh Debian machine (peer authentication on the socket, passwords over TCP) as well
# as with trust authentication. A TEST_DATABASE_URL already set is only checked. Any failure stops
# with one clear line.
set -euo pipefail

port="${CI_PG_PORT:-5432}"
cluster="${CI_PG_CLUSTER:-main}"

fail() {
  echo "PostgreSQL: $*" >&2
  exit 1
}

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  psql "$TEST_DATABASE_URL" -qtAc 'select 1' >/dev/null 2>&1 || fail "cannot connect to TEST_DATABASE_URL ($TEST_DATABASE_URL)"
  echo "$TEST_DATABASE_URL"
  exit 0
fi

command -v pg_isready >/dev/null || fail "not installed (apt-get install postgresql)"
if ! pg_isready -q -h 127.0.0.1 -p "$port"; then
  version="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$version" ] || fail "no cluster under /etc/postgresql to start (apt-get install postgresql)"
  echo "starting PostgreSQL $version" >&2
  pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start >&2 || fail "pg_ctlcluster $version $cluster start failed"
  for _ in $(seq 1 30); do
    pg_isready -q -h 127.0.0.1 -p "$port" && break
    sleep 1
  done
fi
pg_isready -q -h 127.0.0.1 -p "$port" || fail "not reachable on 127.0.0.1:$port after starting it"

# As the database superuser: over the local socket as the postgres system user where we can
# (root on a fresh machine, peer authentication), else over TCP as postgres (trust authentication).
admin_psql() {
  if [ "$(id -u)" = 0 ] && id postgres >/dev/null 2>&1; then
    (cd / && runuser -u postgres -- psql -X -p "$port" -v ON_ERROR_STOP=1 -qtA "$@")
  else
    psql -X -h 127.0.0.1 -p "$port" -U postgres -v ON_ERROR_STOP=1 -qtA "$@"
  fi
}

role=telve_ci
password=telve-ci
admin_psql -c "select 1" >/dev/null 2>&1 || fail "cannot connect as the postgres superuser to create the test role"
# The tests create (and drop) a database per test file, copied from a template they own.
admin_psql >/dev/null <<SQL || fail "could not create the role $role"
do \$\$
begin
  if not exists (select from pg_roles where rolname = '$role') then
    create role $role login createdb password '$password';
  else
    alter role $role login createdb password '$password';
  end if;
end
\$\$;
SQL
if [ "$(admin_psql -c "select 1 from pg_database where datname = '$role'")" != "1" ]; then
  admin_psql -c "create database $role owner $role" >/dev/null || fail "could not create the database $role"
fi

url="postgres://$role:$password@127.0.0.1:$port/$role"
psql "$url" -qtAc 'select 1' >/dev/null 2>&1 || fail "cannot connect as $role over TCP ($url)"
echo "$url"
