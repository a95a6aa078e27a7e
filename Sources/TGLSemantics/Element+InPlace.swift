// Reads of an element's fields through a pointer to it, for walks that visit every element of a document (the
// layout engine's flattening) without copying what they read.

extension Element {
  /// `properties.storageIdentity` of the element at `element`, read in place. Called on `pointer.pointee.properties`
  /// from another module, the getter made the caller copy the properties (a retain and a release of their box, for
  /// every element flattened); here the box is read where it is stored.
  public static func propertiesIdentity(at element: UnsafePointer<Element>) -> ObjectIdentifier {
    ObjectIdentifier(element.pointee.properties.box)
  }
}
