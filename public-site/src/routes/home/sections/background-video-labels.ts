/** The background video button's names, said by the server HTML and the page script alike. */
export const PAUSE_VIDEO_LABEL = 'Pause background video';
export const PLAY_VIDEO_LABEL = 'Play background video';
