#!/usr/bin/env bash
# Starts Debian's first PostgreSQL cluster when it is down and makes sure a role named $1
# (password the same) may log in and create databases. Prints the URL of that role on the
# cluster's "postgres" database, from which throwaway databases are created. Needs root (it
# runs psql as the postgres user) and Debian's postgresql package.
set -euo pipefail
role="${1:?usage: scripts/local-postgres.sh ROLE}"
if [[ ! "$role" =~ ^[a-z_][a-z0-9_]*$ ]]; then
  echo "role name must be lowercase letters, digits and _" >&2
  exit 1
fi
if ! command -v pg_lsclusters >/dev/null 2>&1; then
  echo "PostgreSQL is not installed (Debian: apt-get install -y postgresql)" >&2
  exit 1
fi
read -r version cluster port status _ < <(pg_lsclusters --no-header | head -n 1)
if [ "$status" != online ]; then
  pg_ctlcluster "$version" "$cluster" start >&2
fi
runuser -u postgres -- psql --port "$port" --quiet -v ON_ERROR_STOP=1 -c "
  DO \$\$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$role') THEN
      CREATE ROLE $role LOGIN CREATEDB PASSWORD '$role';
    END IF;
  END \$\$;" >&2
echo "postgres://$role:$role@127.0.0.1:$port/postgres"
