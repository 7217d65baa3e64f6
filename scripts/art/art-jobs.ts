// What the render page can draw. Shared by the Node driver (render-images.ts) and the page (art-page.ts).

export type BikeModel = 'rv1' | 'rv1-plus' | 'rv-blazex' | 'rv400' | 'rv400-brz';
export type SceneId = 'city-dusk' | 'home-charging' | 'service-hub' | 'monsoon-highway';

/** A scene's bike: which model, in which paint. */
export type SceneBike = { model: BikeModel; paint: string };

export type ArtJob =
  /** `angle` (degrees, default 0: the stills' three-quarter view) turns the bike for the 360-degree frames, framed to fit every turn. */
  /** `swing` (degrees) turns the stills' bike in place, for the frames of a hero loop. */
  | { kind: 'bike'; model: BikeModel; paint: string; width: number; height: number; angle?: number; swing?: number }
  /** `bike` puts that model in that paint in the scene (default: the scene's own choice). */
  | { kind: 'scene'; scene: SceneId; width: number; height: number; bike?: { model: BikeModel; paint: string } };

/** What the page adds to `window`: render one job, get a PNG data URL. */
export type ArtWindow = { renderArt: (job: ArtJob) => string };

/** Output sizes (CSS pixels of the largest file); the page renders at `SUPERSAMPLE` times this and sharp scales down. */
export const BIKE_SIZE = { width: 1600, height: 1000 } as const;
export const SCENE_SIZE = { width: 1600, height: 900 } as const;
export const WIDTHS = [480, 800, 1200, 1600] as const;
export const SUPERSAMPLE = 1.5;

/** How far the 360-degree frames' first frame is turned from a plain right-side view (the stills' three-quarter view). */
export const TURNTABLE_START_YAW = 30;
/** The name of the studio's group that turns (the render page turns it for the next frame instead of rebuilding the studio). */
export const TURNTABLE_GROUP = 'turntable';
