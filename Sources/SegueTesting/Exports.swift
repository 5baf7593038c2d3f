// SegueTesting is the playback support target (`SceneDriver`, pointer scripts, lifecycle
// records), which the `Segue` library uses too, plus what only tests need: golden images,
// record modes and gesture fuzzing. `import SegueTesting` sees all of it.
@_exported import SeguePlayback
