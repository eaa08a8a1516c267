// The speed-score module's public surface.
export { speedScorePlugin } from './plugin';
export { queueSpeedScoreRefresh, SPEED_SCORE_JOB } from './queue';
export { refreshSpeedScores, sweepSpeedScores, type RefreshOptions } from './services/refresh-speed-scores';
export { readSpeedScore } from './services/read-speed-score';
