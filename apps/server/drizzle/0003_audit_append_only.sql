-- The audit log is append-only for the runtime role: tenant code can write events, never change or remove them.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_events" FROM hcims_app
