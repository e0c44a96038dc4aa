# Words of the whole program that belong to no screen in particular.
