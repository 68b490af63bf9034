/// The version every Proof executable prints for `--version`, kept in this one place.
///
/// The minor number follows the issue whose work the release completes (issue 10, "the house",
/// gives 0.10.0); the patch number counts fixes on top of it. Change it here when a release is cut.
public enum ProofVersion {
    /// The version, as `major.minor.patch`.
    public static let current = "0.10.0"
}
