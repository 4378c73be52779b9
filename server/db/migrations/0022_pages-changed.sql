-- Every server copy keeps rendered public pages in memory (server/page-cache.ts) and listens on
-- this channel: a committed change to what those pages show empties every copy's cache (ADR 0047).
-- Triggers, not calls in the services, so that no door (API, page action, seed, admin, better-auth)
-- can change a page's content without telling the caches. NOTIFY sends one notice per transaction.
CREATE FUNCTION notify_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('itinera_pages', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  shown text;
BEGIN
  FOREACH shown IN ARRAY ARRAY['place', 'day', 'activity', 'accommodation', 'direction', 'comment', 'rating',
    'post', 'user', 'user_profile', 'trip_of_the_day', 'newsletter_issue', 'media']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed()',
      shown);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- A counted view changes only the trip's view count, on every first view of a day: not worth
-- rendering every page anew for. Any other change to a trip is.
CREATE TRIGGER pages_changed AFTER INSERT OR DELETE ON trip FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
--> statement-breakpoint
CREATE TRIGGER pages_changed_update AFTER UPDATE ON trip FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'views') IS DISTINCT FROM (to_jsonb(NEW) - 'views'))
  EXECUTE FUNCTION notify_pages_changed();
