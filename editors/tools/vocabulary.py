"""The words of the .tgl language that editor grammars highlight, in one place.

The kinds mirror `Sources/TGLSyntax/Vocabulary.swift` (a test keeps them equal); the value
keywords come from docs/language.md and the TangramKit semantics (gravities, size classes,
visibility, shrink types, gravity policies, path space types).
"""

CONTAINER_KINDS = ["linear", "relative", "frame", "table", "row", "flow", "float", "path", "constraints"]
LEAF_KINDS = ["view", "label", "image", "button", "spacer"]
VARIANT_KEYWORD = "when"
BOUND_KEYWORDS = ["min", "max"]

# Words that stand for a value of their own (`constant.language.tgl`).
VALUE_KEYWORDS = [
    # sizes
    "wrap", "fill", "average",
    # orientations and booleans
    "vert", "horz", "true", "false",
    # visibility
    "visible", "invisible", "gone",
    # size classes and orientations in `when`
    "compact", "regular", "any", "landscape", "portrait",
    # gravities
    "center", "top", "bottom", "left", "right", "leading", "trailing",
    "between", "around", "among", "windowCenter", "baseline",
    # shrink types, gravity policies, path space types
    "none", "weight", "auto", "always", "no", "flexed",
]

# References that name a view other than by its name.
SPECIAL_REFERENCES = ["parent", "self"]

# Functions of path equations and of `spaceType`.
FUNCTIONS = [
    "sin", "cos", "tan", "asin", "acos", "atan", "sqrt", "pow", "abs", "exp", "log",
    "fixed", "count",
]

# A constraint's relations and the names of its priorities (`@high`), in a constraints container.
RELATIONS = ["==", "<=", ">="]
PRIORITY_NAMES = ["required", "high", "low", "fittingSize"]

# Attributes a reference may name after '.'.
ATTRIBUTES = [
    "left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY",
    "baseline", "width", "height",
]
