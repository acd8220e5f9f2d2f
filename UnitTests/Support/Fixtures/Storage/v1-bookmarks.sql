-- An xkcd database of the first schema (migration "v1-bookmarks"), before the comic cache.
-- Rebuild with: rm -f v1-bookmarks.sqlite && sqlite3 v1-bookmarks.sqlite < v1-bookmarks.sql
-- The comic text is made up; it carries the quirks the cleaner must handle.
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
INSERT INTO grdb_migrations VALUES ('v1-bookmarks');
CREATE TABLE bookmark (
    num INTEGER PRIMARY KEY NOT NULL,
    title TEXT NOT NULL,
    safeTitle TEXT NOT NULL,
    alt TEXT NOT NULL,
    img TEXT NOT NULL,
    transcript TEXT NOT NULL,
    link TEXT NOT NULL,
    news TEXT NOT NULL,
    year TEXT NOT NULL,
    month TEXT NOT NULL,
    day TEXT NOT NULL,
    savedAt DATETIME NOT NULL);
INSERT INTO bookmark VALUES
    (1, 'Fixture One', 'Fixture One', 'The first saved comic.', 'https://imgs.xkcd.com/comics/fixture_one.jpg',
     '[[A stick figure waves.]]', '', '', '2006', '1', '1', '2024-03-01 09:00:00.000'),
    (259, 'Clich&eacute;d Fixture', 'Clichd Fixture', 'Fight fire with clich&eacute;s.',
     'https://imgs.xkcd.com/comics/fixture_259.png', '', '', '', '2007', '5', '9', '2024-03-02 10:30:00.250'),
    (1137, char(8238) || 'Fixture', char(8238) || 'Fixture', 'Reads right to left.',
     'https://imgs.xkcd.com/comics/fixture_1137.png', '', '', '', '2012', '11', '2', '2024-03-02 10:30:00.250'),
    (3003, 'Fixture Helix', 'Fixture Helix', 'It' || char(226, 8364, 8482) || 's a fixture.',
     'https://imgs.xkcd.com/comics/fixture_3003.png', '', '', '', '2024', '10', '25', '2024-03-03 18:45:12.999');
