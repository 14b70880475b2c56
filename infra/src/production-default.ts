// `npm start` is what a newcomer and a small company run: React's production build unless
// development is asked for (`npm run dev`, or NODE_ENV set). Imported first by site-server.ts, before
// anything that reads NODE_ENV when it loads.
process.env.NODE_ENV ||= 'production';
