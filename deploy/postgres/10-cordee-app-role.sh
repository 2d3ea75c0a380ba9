#!/bin/sh
# The app's own PostgreSQL role (decision 0042), created from the app's DATABASE_URL (given to the
# postgres service as CORDEE_APP_DATABASE_URL). The postgres image runs this once, when it initialises an
# empty data volume; on an existing volume (an upgrade, or a changed password) run it by hand:
#
#   docker compose exec postgres sh /docker-entrypoint-initdb.d/10-cordee-app-role.sh
#
# The role logs in and nothing more: no superuser, no CREATEDB, no CREATEROLE, and it owns no table. The
# migrations (compose's migrate service, as POSTGRES_USER) create the tables and then grant it the rows.
# POSIX sh: the image's entrypoint may source it (bash) or an operator run it (sh).

cordee_app_role() {
	url="${CORDEE_APP_DATABASE_URL:?CORDEE_APP_DATABASE_URL (the app DATABASE_URL) is not set}"
	# postgres://role:password@host:port/database?options
	credentials="${url#*://}"
	credentials="${credentials%%@*}"
	role="${credentials%%:*}"
	password="${credentials#*:}"
	database="${url#*@}"
	database="${database#*/}"
	database="${database%%\?*}"

	case "$role" in
	'' | [!a-z_]* | *[!a-z0-9_]*)
		echo "DATABASE_URL's user must be lower case letters, digits and _ (found \"$role\")" >&2
		return 1
		;;
	esac
	case "$password" in
	'' | *[!A-Za-z0-9]* | "$credentials")
		echo "DATABASE_URL's password must be letters and digits only (openssl rand -hex 24)" >&2
		return 1
		;;
	esac
	if [ "$role" = "$POSTGRES_USER" ]; then
		echo "DATABASE_URL's user is POSTGRES_USER ($role), the owner of the tables: give the app a role of its own" >&2
		return 1
	fi
	if [ "$database" != "$POSTGRES_DB" ]; then
		echo "DATABASE_URL names the database \"$database\" and POSTGRES_DB is \"$POSTGRES_DB\": make them the same" >&2
		return 1
	fi

	# The values go through psql variables (quoted by psql), on standard input rather than the command line.
	psql -v ON_ERROR_STOP=1 --no-psqlrc --quiet --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
\\set role '$role'
\\set password '$password'
\\set database '$database'
SELECT format('CREATE ROLE %I', :'role') WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \\gexec
ALTER ROLE :"role" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'password';
GRANT CONNECT ON DATABASE :"database" TO :"role";
-- PostgreSQL 15 already keeps CREATE on the public schema to its owner; said again for older clusters.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
SQL
	echo "PostgreSQL role \"$role\" ready for the app (it owns nothing; the migrate service grants it the rows)."
}

cordee_app_role
