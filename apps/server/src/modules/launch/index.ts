/**
 * The launch module's public door (docs/architecture.md): the public answers the player app's page
 * carries for its first screen, gathered from the modules that own them.
 */
export { createLaunchData, type LaunchAnswers, type LaunchDeps } from './launch-data';
