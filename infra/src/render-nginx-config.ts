import { readEdgeSettings, renderNginxConfig } from './nginx-config.ts';

/**
 * Prints the edge nginx configuration for the settings in the environment:
 * `EDGE_API_SERVERS=10.0.0.11:3000,10.0.0.12:3000 npm run --silent nginx-config -w infra`.
 */
process.stdout.write(renderNginxConfig(readEdgeSettings()));
