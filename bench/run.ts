// npm run bench: every benchmark in turn (not part of npm test; they print figures, assert nothing).
await import('./stl-upload');
